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
    "\n  query ActiveAnnouncements {\n    activeAnnouncements {\n      id\n      title\n      body\n      link\n      linkLabel\n    }\n  }\n": typeof types.ActiveAnnouncementsDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      username\n      adminId\n      role\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query ValidateToken {\n    validateToken\n  }\n": typeof types.ValidateTokenDocument,
    "\n  query BackOfficeMe {\n    me {\n      id\n      username\n      role\n      walletBalance\n      cardSet\n    }\n  }\n": typeof types.BackOfficeMeDocument,
    "\n  query ManagedHosts {\n    hosts {\n      id\n      username\n      walletBalance\n      isBlocked\n      commissionRate\n      cardSet\n      lastLoginAt\n      stats {\n        todayProfit\n        gamesToday\n        weekProfit\n        monthProfit\n        totalProfit\n        totalGames\n        last30Days {\n          date\n          profit\n          gamesCount\n        }\n        last12WeeksProfits {\n          week\n          profit\n        }\n        last12MonthsProfits {\n          month\n          profit\n        }\n      }\n    }\n  }\n": typeof types.ManagedHostsDocument,
    "\n  query WalletTransactions {\n    walletTransactions {\n      date\n      toAdmin\n      amount\n      kind\n    }\n  }\n": typeof types.WalletTransactionsDocument,
    "\n  query HostLastGames($hostId: ID, $limit: Int!) {\n    lastGames(hostId: $hostId, limit: $limit) {\n      gameId\n      createdAt\n      hostUsername\n      gameType\n      bettingAmount\n      stakes\n      players\n      payoutToWinner\n      totalStakes\n      profit\n      status\n    }\n  }\n": typeof types.HostLastGamesDocument,
    "\n  mutation SetHostBlocked($hostId: ID!, $blocked: Boolean!) {\n    setHostBlocked(hostId: $hostId, blocked: $blocked) {\n      id\n      isBlocked\n    }\n  }\n": typeof types.SetHostBlockedDocument,
    "\n  mutation RegisterHost($input: RegisterHostInput!) {\n    registerHost(input: $input) {\n      id\n      username\n      walletBalance\n      cardSet\n    }\n  }\n": typeof types.RegisterHostDocument,
    "\n  mutation SetCommissionRate($input: CommissionRateInput!) {\n    setCommissionRate(input: $input) {\n      id\n      commissionRate\n    }\n  }\n": typeof types.SetCommissionRateDocument,
    "\n  query DashboardMe {\n    me {\n      id\n      username\n      role\n      api\n      cardSet\n      walletBalance\n    }\n  }\n": typeof types.DashboardMeDocument,
    "\n  mutation StartGame($input: StartGameInput!) {\n    startGame(input: $input) {\n      gameId\n      gameType\n      callSpeed\n      commitment\n    }\n  }\n": typeof types.StartGameDocument,
    "\n  query Cards {\n    cards {\n      paletteNumber\n      numbers {\n        B\n        I\n        N\n        G\n        O\n      }\n    }\n  }\n": typeof types.CardsDocument,
    "\n  query ActiveGame {\n    activeGame {\n      gameId\n      gameType\n      status\n      callSpeed\n      calledNumbers\n      callsRevealed\n      paused\n      commitment\n      seed\n      bettingAmount\n      totalStakes\n      payoutToWinner\n      commissionRate\n      cardPaletteNumbers\n      winningPatterns\n      houseCardCount\n      houseWin\n      winningCard\n      winningCalls\n      wonAtCall\n      isJackpotGame\n      jackpotPool\n      playingCards {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        result\n        prefixLength\n        payout\n      }\n    }\n  }\n": typeof types.ActiveGameDocument,
    "\n  mutation UpdateGameProgress($input: GameProgressInput!) {\n    updateGameProgress(input: $input) {\n      gameId\n      callsRevealed\n      paused\n      status\n    }\n  }\n": typeof types.UpdateGameProgressDocument,
    "\n  mutation CheckWinner($input: CheckWinnerInput!) {\n    checkWinner(input: $input) {\n      gameId\n      cardNumber\n      isWinner\n      locked\n      payout\n      prefixLength\n      winnersOnCall\n      card {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      results {\n        pattern\n        isWinner\n        cells\n        completedAtCall\n        lastCalledNumber\n      }\n    }\n  }\n": typeof types.CheckWinnerDocument,
    "\n  mutation EndGame($gameId: ID!) {\n    endGame(gameId: $gameId) {\n      gameId\n      status\n      seed\n      commitment\n      endedAt\n    }\n  }\n": typeof types.EndGameDocument,
    "\n  mutation TopUpHost($input: TopUpInput!) {\n    topUpHost(input: $input) {\n      walletBalance\n    }\n  }\n": typeof types.TopUpHostDocument,
    "\n  mutation PowerGameStatus {\n    powerGameStatus {\n      success\n      showButton\n      adminId\n      appearanceId\n      title\n      text\n    }\n  }\n": typeof types.PowerGameStatusDocument,
    "\n  mutation PowerGameClick($input: PowerClickInput!) {\n    powerGameClick(input: $input) {\n      success\n      url\n    }\n  }\n": typeof types.PowerGameClickDocument,
    "\n  query MyGames($page: Int!) {\n    myGames(page: $page) {\n      page\n      totalPages\n      games {\n        gameId\n        createdAt\n        profit\n        status\n        gameType\n      }\n    }\n  }\n": typeof types.MyGamesDocument,
    "\n  query HostStats {\n    hostStats {\n      totalProfit\n      statsByPeriod {\n        date\n        profit\n      }\n    }\n  }\n": typeof types.HostStatsDocument,
    "\n  mutation StepUp($input: StepUpInput!) {\n    stepUp(input: $input) {\n      stepUpToken\n      expiresAt\n    }\n  }\n": typeof types.StepUpDocument,
};
const documents: Documents = {
    "\n  query ActiveAnnouncements {\n    activeAnnouncements {\n      id\n      title\n      body\n      link\n      linkLabel\n    }\n  }\n": types.ActiveAnnouncementsDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      username\n      adminId\n      role\n    }\n  }\n": types.LoginDocument,
    "\n  query ValidateToken {\n    validateToken\n  }\n": types.ValidateTokenDocument,
    "\n  query BackOfficeMe {\n    me {\n      id\n      username\n      role\n      walletBalance\n      cardSet\n    }\n  }\n": types.BackOfficeMeDocument,
    "\n  query ManagedHosts {\n    hosts {\n      id\n      username\n      walletBalance\n      isBlocked\n      commissionRate\n      cardSet\n      lastLoginAt\n      stats {\n        todayProfit\n        gamesToday\n        weekProfit\n        monthProfit\n        totalProfit\n        totalGames\n        last30Days {\n          date\n          profit\n          gamesCount\n        }\n        last12WeeksProfits {\n          week\n          profit\n        }\n        last12MonthsProfits {\n          month\n          profit\n        }\n      }\n    }\n  }\n": types.ManagedHostsDocument,
    "\n  query WalletTransactions {\n    walletTransactions {\n      date\n      toAdmin\n      amount\n      kind\n    }\n  }\n": types.WalletTransactionsDocument,
    "\n  query HostLastGames($hostId: ID, $limit: Int!) {\n    lastGames(hostId: $hostId, limit: $limit) {\n      gameId\n      createdAt\n      hostUsername\n      gameType\n      bettingAmount\n      stakes\n      players\n      payoutToWinner\n      totalStakes\n      profit\n      status\n    }\n  }\n": types.HostLastGamesDocument,
    "\n  mutation SetHostBlocked($hostId: ID!, $blocked: Boolean!) {\n    setHostBlocked(hostId: $hostId, blocked: $blocked) {\n      id\n      isBlocked\n    }\n  }\n": types.SetHostBlockedDocument,
    "\n  mutation RegisterHost($input: RegisterHostInput!) {\n    registerHost(input: $input) {\n      id\n      username\n      walletBalance\n      cardSet\n    }\n  }\n": types.RegisterHostDocument,
    "\n  mutation SetCommissionRate($input: CommissionRateInput!) {\n    setCommissionRate(input: $input) {\n      id\n      commissionRate\n    }\n  }\n": types.SetCommissionRateDocument,
    "\n  query DashboardMe {\n    me {\n      id\n      username\n      role\n      api\n      cardSet\n      walletBalance\n    }\n  }\n": types.DashboardMeDocument,
    "\n  mutation StartGame($input: StartGameInput!) {\n    startGame(input: $input) {\n      gameId\n      gameType\n      callSpeed\n      commitment\n    }\n  }\n": types.StartGameDocument,
    "\n  query Cards {\n    cards {\n      paletteNumber\n      numbers {\n        B\n        I\n        N\n        G\n        O\n      }\n    }\n  }\n": types.CardsDocument,
    "\n  query ActiveGame {\n    activeGame {\n      gameId\n      gameType\n      status\n      callSpeed\n      calledNumbers\n      callsRevealed\n      paused\n      commitment\n      seed\n      bettingAmount\n      totalStakes\n      payoutToWinner\n      commissionRate\n      cardPaletteNumbers\n      winningPatterns\n      houseCardCount\n      houseWin\n      winningCard\n      winningCalls\n      wonAtCall\n      isJackpotGame\n      jackpotPool\n      playingCards {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        result\n        prefixLength\n        payout\n      }\n    }\n  }\n": types.ActiveGameDocument,
    "\n  mutation UpdateGameProgress($input: GameProgressInput!) {\n    updateGameProgress(input: $input) {\n      gameId\n      callsRevealed\n      paused\n      status\n    }\n  }\n": types.UpdateGameProgressDocument,
    "\n  mutation CheckWinner($input: CheckWinnerInput!) {\n    checkWinner(input: $input) {\n      gameId\n      cardNumber\n      isWinner\n      locked\n      payout\n      prefixLength\n      winnersOnCall\n      card {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      results {\n        pattern\n        isWinner\n        cells\n        completedAtCall\n        lastCalledNumber\n      }\n    }\n  }\n": types.CheckWinnerDocument,
    "\n  mutation EndGame($gameId: ID!) {\n    endGame(gameId: $gameId) {\n      gameId\n      status\n      seed\n      commitment\n      endedAt\n    }\n  }\n": types.EndGameDocument,
    "\n  mutation TopUpHost($input: TopUpInput!) {\n    topUpHost(input: $input) {\n      walletBalance\n    }\n  }\n": types.TopUpHostDocument,
    "\n  mutation PowerGameStatus {\n    powerGameStatus {\n      success\n      showButton\n      adminId\n      appearanceId\n      title\n      text\n    }\n  }\n": types.PowerGameStatusDocument,
    "\n  mutation PowerGameClick($input: PowerClickInput!) {\n    powerGameClick(input: $input) {\n      success\n      url\n    }\n  }\n": types.PowerGameClickDocument,
    "\n  query MyGames($page: Int!) {\n    myGames(page: $page) {\n      page\n      totalPages\n      games {\n        gameId\n        createdAt\n        profit\n        status\n        gameType\n      }\n    }\n  }\n": types.MyGamesDocument,
    "\n  query HostStats {\n    hostStats {\n      totalProfit\n      statsByPeriod {\n        date\n        profit\n      }\n    }\n  }\n": types.HostStatsDocument,
    "\n  mutation StepUp($input: StepUpInput!) {\n    stepUp(input: $input) {\n      stepUpToken\n      expiresAt\n    }\n  }\n": types.StepUpDocument,
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
export function graphql(source: "\n  query ActiveAnnouncements {\n    activeAnnouncements {\n      id\n      title\n      body\n      link\n      linkLabel\n    }\n  }\n"): (typeof documents)["\n  query ActiveAnnouncements {\n    activeAnnouncements {\n      id\n      title\n      body\n      link\n      linkLabel\n    }\n  }\n"];
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
export function graphql(source: "\n  query BackOfficeMe {\n    me {\n      id\n      username\n      role\n      walletBalance\n      cardSet\n    }\n  }\n"): (typeof documents)["\n  query BackOfficeMe {\n    me {\n      id\n      username\n      role\n      walletBalance\n      cardSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedHosts {\n    hosts {\n      id\n      username\n      walletBalance\n      isBlocked\n      commissionRate\n      cardSet\n      lastLoginAt\n      stats {\n        todayProfit\n        gamesToday\n        weekProfit\n        monthProfit\n        totalProfit\n        totalGames\n        last30Days {\n          date\n          profit\n          gamesCount\n        }\n        last12WeeksProfits {\n          week\n          profit\n        }\n        last12MonthsProfits {\n          month\n          profit\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManagedHosts {\n    hosts {\n      id\n      username\n      walletBalance\n      isBlocked\n      commissionRate\n      cardSet\n      lastLoginAt\n      stats {\n        todayProfit\n        gamesToday\n        weekProfit\n        monthProfit\n        totalProfit\n        totalGames\n        last30Days {\n          date\n          profit\n          gamesCount\n        }\n        last12WeeksProfits {\n          week\n          profit\n        }\n        last12MonthsProfits {\n          month\n          profit\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletTransactions {\n    walletTransactions {\n      date\n      toAdmin\n      amount\n      kind\n    }\n  }\n"): (typeof documents)["\n  query WalletTransactions {\n    walletTransactions {\n      date\n      toAdmin\n      amount\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostLastGames($hostId: ID, $limit: Int!) {\n    lastGames(hostId: $hostId, limit: $limit) {\n      gameId\n      createdAt\n      hostUsername\n      gameType\n      bettingAmount\n      stakes\n      players\n      payoutToWinner\n      totalStakes\n      profit\n      status\n    }\n  }\n"): (typeof documents)["\n  query HostLastGames($hostId: ID, $limit: Int!) {\n    lastGames(hostId: $hostId, limit: $limit) {\n      gameId\n      createdAt\n      hostUsername\n      gameType\n      bettingAmount\n      stakes\n      players\n      payoutToWinner\n      totalStakes\n      profit\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHostBlocked($hostId: ID!, $blocked: Boolean!) {\n    setHostBlocked(hostId: $hostId, blocked: $blocked) {\n      id\n      isBlocked\n    }\n  }\n"): (typeof documents)["\n  mutation SetHostBlocked($hostId: ID!, $blocked: Boolean!) {\n    setHostBlocked(hostId: $hostId, blocked: $blocked) {\n      id\n      isBlocked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterHost($input: RegisterHostInput!) {\n    registerHost(input: $input) {\n      id\n      username\n      walletBalance\n      cardSet\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterHost($input: RegisterHostInput!) {\n    registerHost(input: $input) {\n      id\n      username\n      walletBalance\n      cardSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCommissionRate($input: CommissionRateInput!) {\n    setCommissionRate(input: $input) {\n      id\n      commissionRate\n    }\n  }\n"): (typeof documents)["\n  mutation SetCommissionRate($input: CommissionRateInput!) {\n    setCommissionRate(input: $input) {\n      id\n      commissionRate\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation TopUpHost($input: TopUpInput!) {\n    topUpHost(input: $input) {\n      walletBalance\n    }\n  }\n"): (typeof documents)["\n  mutation TopUpHost($input: TopUpInput!) {\n    topUpHost(input: $input) {\n      walletBalance\n    }\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StepUp($input: StepUpInput!) {\n    stepUp(input: $input) {\n      stepUpToken\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation StepUp($input: StepUpInput!) {\n    stepUp(input: $input) {\n      stepUpToken\n      expiresAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;