/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      username\n      adminId\n      role\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query ValidateToken {\n    validateToken\n  }\n": typeof types.ValidateTokenDocument,
    "\n  query DashboardMe {\n    me {\n      id\n      username\n      role\n      api\n      cardSet\n      walletBalance\n    }\n  }\n": typeof types.DashboardMeDocument,
    "\n  mutation StartGame($input: StartGameInput!) {\n    startGame(input: $input) {\n      gameId\n      gameType\n      callSpeed\n      commitment\n    }\n  }\n": typeof types.StartGameDocument,
    "\n  query Cards {\n    cards {\n      paletteNumber\n      numbers {\n        B\n        I\n        N\n        G\n        O\n      }\n    }\n  }\n": typeof types.CardsDocument,
    "\n  query ActiveGame {\n    activeGame {\n      gameId\n      gameType\n      status\n      callSpeed\n      calledNumbers\n      callsRevealed\n      paused\n      commitment\n      seed\n      bettingAmount\n      totalStakes\n      payoutToWinner\n      commissionRate\n      cardPaletteNumbers\n      winningPatterns\n      houseCardCount\n      houseWin\n      winningCard\n      winningCalls\n      wonAtCall\n      isJackpotGame\n      jackpotPool\n      playingCards {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        result\n        prefixLength\n        payout\n      }\n    }\n  }\n": typeof types.ActiveGameDocument,
    "\n  mutation UpdateGameProgress($input: GameProgressInput!) {\n    updateGameProgress(input: $input) {\n      gameId\n      callsRevealed\n      paused\n      status\n    }\n  }\n": typeof types.UpdateGameProgressDocument,
    "\n  mutation CheckWinner($input: CheckWinnerInput!) {\n    checkWinner(input: $input) {\n      gameId\n      cardNumber\n      isWinner\n      locked\n      payout\n      prefixLength\n      winnersOnCall\n      card {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      results {\n        pattern\n        isWinner\n        cells\n        completedAtCall\n        lastCalledNumber\n      }\n    }\n  }\n": typeof types.CheckWinnerDocument,
    "\n  mutation EndGame($gameId: ID!) {\n    endGame(gameId: $gameId) {\n      gameId\n      status\n      seed\n      commitment\n      endedAt\n    }\n  }\n": typeof types.EndGameDocument,
    "\n  mutation PowerGameStatus {\n    powerGameStatus {\n      success\n      showButton\n      adminId\n      appearanceId\n      title\n      text\n    }\n  }\n": typeof types.PowerGameStatusDocument,
    "\n  mutation PowerGameClick($input: PowerClickInput!) {\n    powerGameClick(input: $input) {\n      success\n      url\n    }\n  }\n": typeof types.PowerGameClickDocument,
    "\n  query MyGames($page: Int!) {\n    myGames(page: $page) {\n      page\n      totalPages\n      games {\n        gameId\n        createdAt\n        profit\n        status\n        gameType\n      }\n    }\n  }\n": typeof types.MyGamesDocument,
    "\n  query HostStats {\n    hostStats {\n      totalProfit\n      statsByPeriod {\n        date\n        profit\n      }\n    }\n  }\n": typeof types.HostStatsDocument,
};
const documents: Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      username\n      adminId\n      role\n    }\n  }\n": types.LoginDocument,
    "\n  query ValidateToken {\n    validateToken\n  }\n": types.ValidateTokenDocument,
    "\n  query DashboardMe {\n    me {\n      id\n      username\n      role\n      api\n      cardSet\n      walletBalance\n    }\n  }\n": types.DashboardMeDocument,
    "\n  mutation StartGame($input: StartGameInput!) {\n    startGame(input: $input) {\n      gameId\n      gameType\n      callSpeed\n      commitment\n    }\n  }\n": types.StartGameDocument,
    "\n  query Cards {\n    cards {\n      paletteNumber\n      numbers {\n        B\n        I\n        N\n        G\n        O\n      }\n    }\n  }\n": types.CardsDocument,
    "\n  query ActiveGame {\n    activeGame {\n      gameId\n      gameType\n      status\n      callSpeed\n      calledNumbers\n      callsRevealed\n      paused\n      commitment\n      seed\n      bettingAmount\n      totalStakes\n      payoutToWinner\n      commissionRate\n      cardPaletteNumbers\n      winningPatterns\n      houseCardCount\n      houseWin\n      winningCard\n      winningCalls\n      wonAtCall\n      isJackpotGame\n      jackpotPool\n      playingCards {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        result\n        prefixLength\n        payout\n      }\n    }\n  }\n": types.ActiveGameDocument,
    "\n  mutation UpdateGameProgress($input: GameProgressInput!) {\n    updateGameProgress(input: $input) {\n      gameId\n      callsRevealed\n      paused\n      status\n    }\n  }\n": types.UpdateGameProgressDocument,
    "\n  mutation CheckWinner($input: CheckWinnerInput!) {\n    checkWinner(input: $input) {\n      gameId\n      cardNumber\n      isWinner\n      locked\n      payout\n      prefixLength\n      winnersOnCall\n      card {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      results {\n        pattern\n        isWinner\n        cells\n        completedAtCall\n        lastCalledNumber\n      }\n    }\n  }\n": types.CheckWinnerDocument,
    "\n  mutation EndGame($gameId: ID!) {\n    endGame(gameId: $gameId) {\n      gameId\n      status\n      seed\n      commitment\n      endedAt\n    }\n  }\n": types.EndGameDocument,
    "\n  mutation PowerGameStatus {\n    powerGameStatus {\n      success\n      showButton\n      adminId\n      appearanceId\n      title\n      text\n    }\n  }\n": types.PowerGameStatusDocument,
    "\n  mutation PowerGameClick($input: PowerClickInput!) {\n    powerGameClick(input: $input) {\n      success\n      url\n    }\n  }\n": types.PowerGameClickDocument,
    "\n  query MyGames($page: Int!) {\n    myGames(page: $page) {\n      page\n      totalPages\n      games {\n        gameId\n        createdAt\n        profit\n        status\n        gameType\n      }\n    }\n  }\n": types.MyGamesDocument,
    "\n  query HostStats {\n    hostStats {\n      totalProfit\n      statsByPeriod {\n        date\n        profit\n      }\n    }\n  }\n": types.HostStatsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      username\n      adminId\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      username\n      adminId\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValidateToken {\n    validateToken\n  }\n"): (typeof documents)["\n  query ValidateToken {\n    validateToken\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardMe {\n    me {\n      id\n      username\n      role\n      api\n      cardSet\n      walletBalance\n    }\n  }\n"): (typeof documents)["\n  query DashboardMe {\n    me {\n      id\n      username\n      role\n      api\n      cardSet\n      walletBalance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartGame($input: StartGameInput!) {\n    startGame(input: $input) {\n      gameId\n      gameType\n      callSpeed\n      commitment\n    }\n  }\n"): (typeof documents)["\n  mutation StartGame($input: StartGameInput!) {\n    startGame(input: $input) {\n      gameId\n      gameType\n      callSpeed\n      commitment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cards {\n    cards {\n      paletteNumber\n      numbers {\n        B\n        I\n        N\n        G\n        O\n      }\n    }\n  }\n"): (typeof documents)["\n  query Cards {\n    cards {\n      paletteNumber\n      numbers {\n        B\n        I\n        N\n        G\n        O\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveGame {\n    activeGame {\n      gameId\n      gameType\n      status\n      callSpeed\n      calledNumbers\n      callsRevealed\n      paused\n      commitment\n      seed\n      bettingAmount\n      totalStakes\n      payoutToWinner\n      commissionRate\n      cardPaletteNumbers\n      winningPatterns\n      houseCardCount\n      houseWin\n      winningCard\n      winningCalls\n      wonAtCall\n      isJackpotGame\n      jackpotPool\n      playingCards {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        result\n        prefixLength\n        payout\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActiveGame {\n    activeGame {\n      gameId\n      gameType\n      status\n      callSpeed\n      calledNumbers\n      callsRevealed\n      paused\n      commitment\n      seed\n      bettingAmount\n      totalStakes\n      payoutToWinner\n      commissionRate\n      cardPaletteNumbers\n      winningPatterns\n      houseCardCount\n      houseWin\n      winningCard\n      winningCalls\n      wonAtCall\n      isJackpotGame\n      jackpotPool\n      playingCards {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        result\n        prefixLength\n        payout\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGameProgress($input: GameProgressInput!) {\n    updateGameProgress(input: $input) {\n      gameId\n      callsRevealed\n      paused\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGameProgress($input: GameProgressInput!) {\n    updateGameProgress(input: $input) {\n      gameId\n      callsRevealed\n      paused\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckWinner($input: CheckWinnerInput!) {\n    checkWinner(input: $input) {\n      gameId\n      cardNumber\n      isWinner\n      locked\n      payout\n      prefixLength\n      winnersOnCall\n      card {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      results {\n        pattern\n        isWinner\n        cells\n        completedAtCall\n        lastCalledNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckWinner($input: CheckWinnerInput!) {\n    checkWinner(input: $input) {\n      gameId\n      cardNumber\n      isWinner\n      locked\n      payout\n      prefixLength\n      winnersOnCall\n      card {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      results {\n        pattern\n        isWinner\n        cells\n        completedAtCall\n        lastCalledNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndGame($gameId: ID!) {\n    endGame(gameId: $gameId) {\n      gameId\n      status\n      seed\n      commitment\n      endedAt\n    }\n  }\n"): (typeof documents)["\n  mutation EndGame($gameId: ID!) {\n    endGame(gameId: $gameId) {\n      gameId\n      status\n      seed\n      commitment\n      endedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PowerGameStatus {\n    powerGameStatus {\n      success\n      showButton\n      adminId\n      appearanceId\n      title\n      text\n    }\n  }\n"): (typeof documents)["\n  mutation PowerGameStatus {\n    powerGameStatus {\n      success\n      showButton\n      adminId\n      appearanceId\n      title\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PowerGameClick($input: PowerClickInput!) {\n    powerGameClick(input: $input) {\n      success\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation PowerGameClick($input: PowerClickInput!) {\n    powerGameClick(input: $input) {\n      success\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGames($page: Int!) {\n    myGames(page: $page) {\n      page\n      totalPages\n      games {\n        gameId\n        createdAt\n        profit\n        status\n        gameType\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyGames($page: Int!) {\n    myGames(page: $page) {\n      page\n      totalPages\n      games {\n        gameId\n        createdAt\n        profit\n        status\n        gameType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostStats {\n    hostStats {\n      totalProfit\n      statsByPeriod {\n        date\n        profit\n      }\n    }\n  }\n"): (typeof documents)["\n  query HostStats {\n    hostStats {\n      totalProfit\n      statsByPeriod {\n        date\n        profit\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;