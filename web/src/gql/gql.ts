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
    "\n  query OperatorHall {\n    hallSettings {\n      hostId\n      hallName\n      supportPhones\n      defaultLanguage\n      defaultVoice\n    }\n    jackpotPool {\n      hostId\n      amount: amountSantim\n      enabled\n      linkedPoolName\n    }\n  }\n": typeof types.OperatorHallDocument,
    "\n  mutation RecordInspectAttempt($input: InspectAttemptInput!) {\n    recordInspectAttempt(input: $input)\n  }\n": typeof types.RecordInspectAttemptDocument,
    "\n  query BackOfficeMe {\n    me {\n      id\n      username\n      role\n      walletBalance: walletBalanceSantim\n      cardSet\n    }\n  }\n": typeof types.BackOfficeMeDocument,
    "\n  query CurrentShift {\n    currentShift {\n      id\n      floatSantim\n      cashInSantim\n      cashOutSantim\n      expectedSantim\n      games\n    }\n  }\n": typeof types.CurrentShiftDocument,
    "\n  mutation OpenShift($input: OpenShiftInput!) {\n    openShift(input: $input) {\n      id\n      floatSantim\n      cashInSantim\n      cashOutSantim\n      expectedSantim\n      games\n    }\n  }\n": typeof types.OpenShiftDocument,
    "\n  mutation CloseShift($input: CloseShiftInput!) {\n    closeShift(input: $input) {\n      id\n      expectedSantim\n      countedSantim\n      differenceSantim\n    }\n  }\n": typeof types.CloseShiftDocument,
    "\n  mutation StepUp($input: StepUpInput!) {\n    stepUp(input: $input) {\n      stepUpToken\n      expiresAt\n    }\n  }\n": typeof types.StepUpDocument,
    "\n  fragment OwnerGroupFields on OwnerGroupAdminView {\n    id\n    name\n    routeSlug\n    prefixes\n    cardSetIds\n    canEditCommission\n    archivedAt\n    superAccount {\n      id\n      username\n      walletBalanceSantim\n    }\n    owners {\n      id\n      username\n      blocked\n      lastLoginAt\n    }\n  }\n": typeof types.OwnerGroupFieldsFragmentDoc,
    "\n  query OwnerGroups {\n    ownerGroups {\n      ...OwnerGroupFields\n    }\n    cardSets {\n      id\n      name\n    }\n  }\n": typeof types.OwnerGroupsDocument,
    "\n  mutation CreateOwnerGroup($input: CreateOwnerGroupInput!) {\n    createOwnerGroup(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateOwnerGroupDocument,
    "\n  mutation UpdateOwnerGroup($input: UpdateOwnerGroupInput!) {\n    updateOwnerGroup(input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateOwnerGroupDocument,
    "\n  mutation SetOwnerGroupArchived($groupId: Int!, $archived: Boolean!) {\n    setOwnerGroupArchived(groupId: $groupId, archived: $archived) {\n      id\n      archivedAt\n    }\n  }\n": typeof types.SetOwnerGroupArchivedDocument,
    "\n  mutation CreateOwnerAccount($input: CreateOwnerAccountInput!) {\n    createOwnerAccount(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateOwnerAccountDocument,
    "\n  mutation SetOwnerAccountBlocked($ownerId: ID!, $blocked: Boolean!) {\n    setOwnerAccountBlocked(ownerId: $ownerId, blocked: $blocked) {\n      id\n      blocked\n    }\n  }\n": typeof types.SetOwnerAccountBlockedDocument,
    "\n  query PlatformSummary {\n    platformSummary {\n      revenue: revenueSantim\n      todayRevenue: todayRevenueSantim\n      platformShare\n      platformShareAmount: platformShareAmountSantim\n      platformFeesCharged: platformFeesChargedSantim\n      totalGames\n      gamesToday\n      hostCount\n      totalBetAmount: totalBetAmountSantim\n    }\n  }\n": typeof types.PlatformSummaryDocument,
    "\n  query InspectAttempts {\n    inspectAttempts {\n      adminUsername\n      detectionMethod\n      address\n      userAgent\n      time\n    }\n  }\n": typeof types.InspectAttemptsDocument,
    "\n  query CardSets {\n    cardSets {\n      id\n      name\n      cardCount\n      checksum\n    }\n  }\n": typeof types.CardSetsDocument,
    "\n  query ExportCardSet($id: Int!, $format: CardSetFormat!) {\n    exportCardSet(id: $id, format: $format) {\n      id\n      name\n      format\n      checksum\n      data\n    }\n  }\n": typeof types.ExportCardSetDocument,
    "\n  mutation ImportCardSet($input: ImportCardSetInput!) {\n    importCardSet(input: $input) {\n      id\n      name\n      cardCount\n      checksum\n    }\n  }\n": typeof types.ImportCardSetDocument,
    "\n  query PowerCampaigns {\n    powerCampaigns {\n      id\n      title\n      text\n      link\n      startsAt\n      endsAt\n      isActive\n      targetAll\n      targetHostIds\n      appearances\n      clicks\n    }\n  }\n": typeof types.PowerCampaignsDocument,
    "\n  mutation CreatePowerCampaign($input: PowerCampaignInput!) {\n    createPowerCampaign(input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePowerCampaignDocument,
    "\n  mutation UpdatePowerCampaign($id: ID!, $input: PowerCampaignInput!) {\n    updatePowerCampaign(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n": typeof types.UpdatePowerCampaignDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation AdjustHostWallet($input: AdjustWalletInput!) {\n    adjustHostWallet(input: $input) {\n      walletBalance: walletBalanceSantim\n    }\n  }\n": typeof types.AdjustHostWalletDocument,
    "\n  query Announcements {\n    announcements {\n      id\n      title\n      body\n      link\n      linkLabel\n      startsAt\n      endsAt\n      isActive\n    }\n  }\n": typeof types.AnnouncementsDocument,
    "\n  mutation CreateAnnouncement($input: AnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateAnnouncementDocument,
    "\n  mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n": typeof types.UpdateAnnouncementDocument,
    "\n  query PlatformPeriods {\n    platformPeriods {\n      last30Days {\n        date\n        profit: profitSantim\n        gamesCount\n      }\n      last12WeeksProfits {\n        week\n        profit: profitSantim\n      }\n      last12MonthsProfits {\n        month\n        profit: profitSantim\n      }\n    }\n  }\n": typeof types.PlatformPeriodsDocument,
    "\n  query BonusLimits {\n    bonusLimits {\n      platformDefault {\n        maxPerGameSantim\n        maxShareBp\n        maxPerDaySantim\n      }\n      limits {\n        id\n        scope\n        targetId\n        targetName\n        maxPerGameSantim\n        maxShareBp\n        maxPerDaySantim\n        updatedAt\n      }\n      groups {\n        id\n        name\n      }\n    }\n  }\n": typeof types.BonusLimitsDocument,
    "\n  mutation SetBonusLimits($input: SetBonusLimitsInput!) {\n    setBonusLimits(input: $input) {\n      id\n    }\n  }\n": typeof types.SetBonusLimitsDocument,
    "\n  mutation ClearBonusLimits($id: ID!) {\n    clearBonusLimits(id: $id)\n  }\n": typeof types.ClearBonusLimitsDocument,
    "\n  query HiddenHosts($filter: String) {\n    hiddenHosts(filter: $filter) {\n      id\n      username\n      hiddenBy\n      isBlocked\n      walletBalance: walletBalanceSantim\n      createdAt\n    }\n  }\n": typeof types.HiddenHostsDocument,
    "\n  query AllApiTokens {\n    apiTokens(allAccounts: true) {\n      id\n      name\n      username\n      createdAt\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n": typeof types.AllApiTokensDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      active\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query TwoFactorAdmin {\n    twoFactorStatus {\n      requiredForOwners\n    }\n    twoFactorAccounts {\n      id\n      username\n      role\n      enrolled\n      recoveryCodesLeft\n    }\n  }\n": typeof types.TwoFactorAdminDocument,
    "\n  mutation SetTwoFactorPolicy($input: TwoFactorPolicyInput!) {\n    setTwoFactorPolicy(input: $input)\n  }\n": typeof types.SetTwoFactorPolicyDocument,
    "\n  mutation ResetTwoFactor($input: ResetTwoFactorInput!) {\n    resetTwoFactor(input: $input) {\n      id\n      enrolled\n      recoveryCodesLeft\n    }\n  }\n": typeof types.ResetTwoFactorDocument,
    "\n  query ActiveAnnouncements {\n    activeAnnouncements {\n      id\n      title\n      body\n      link\n      linkLabel\n    }\n  }\n": typeof types.ActiveAnnouncementsDocument,
    "\n  fragment AnomalyThresholdsFields on AnomalyThresholdsObject {\n    ownerGroupId\n    isDefault\n    minGames\n    abandonedRate\n    missedClaims\n    shiftDifferences\n    flaggedPayouts\n    cardWinPValue\n    shortGameRatio\n    shortGameRate\n    reprints\n    repairings\n  }\n": typeof types.AnomalyThresholdsFieldsFragmentDoc,
    "\n  query Anomalies($startDate: String, $endDate: String) {\n    anomalies(startDate: $startDate, endDate: $endDate) {\n      startDate\n      endDate\n      hosts {\n        hostId\n        username\n        games\n        flags {\n          kind\n          value\n          threshold\n          cardNumber\n          plays\n          wins\n          expectedWins\n          pValue\n          trend {\n            day\n            value\n          }\n        }\n      }\n    }\n  }\n": typeof types.AnomaliesDocument,
    "\n  query AnomalyThresholds {\n    anomalyThresholds {\n      ...AnomalyThresholdsFields\n    }\n  }\n": typeof types.AnomalyThresholdsDocument,
    "\n  mutation SetAnomalyThresholds($input: AnomalyThresholdsInput!) {\n    setAnomalyThresholds(input: $input) {\n      ...AnomalyThresholdsFields\n    }\n  }\n": typeof types.SetAnomalyThresholdsDocument,
    "\n  query AnomalyEvidence($hostId: ID!, $kind: String!, $startDate: String, $endDate: String, $cardNumber: Int) {\n    anomalyEvidence(hostId: $hostId, kind: $kind, startDate: $startDate, endDate: $endDate, cardNumber: $cardNumber) {\n      hostId\n      kind\n      games {\n        gameId\n        publicCode\n        createdAt\n        endReason\n        calls\n        winningCard\n        missedClaims\n        totalStakesSantim\n        payoutSantim\n      }\n      shifts {\n        shiftId\n        openedAt\n        closedAt\n        expectedSantim\n        countedSantim\n        toleranceSantim\n      }\n      events {\n        label\n        at\n      }\n    }\n  }\n": typeof types.AnomalyEvidenceDocument,
    "\n  query MyApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n": typeof types.MyApiTokensDocument,
    "\n  mutation CreateMyApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n": typeof types.CreateMyApiTokenDocument,
    "\n  mutation RevokeMyApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      active\n      revokedAt\n    }\n  }\n": typeof types.RevokeMyApiTokenDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      username\n      adminId\n      role\n      twoFactorEnrolmentRequired\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query ValidateToken {\n    validateToken\n  }\n": typeof types.ValidateTokenDocument,
    "\n  query DashboardMe {\n    me {\n      id\n      username\n      role\n      api\n      cardSet\n      walletBalance: walletBalanceSantim\n    }\n  }\n": typeof types.DashboardMeDocument,
    "\n  query RunningGame {\n    activeGame {\n      gameId\n      gameType\n      callsRevealed\n    }\n  }\n": typeof types.RunningGameDocument,
    "\n  subscription HostGames {\n    hostGames {\n      kind\n      gameId\n    }\n  }\n": typeof types.HostGamesDocument,
    "\n  query DashboardFreeGames {\n    freeGameSchedules {\n      id\n      scheduledDateTime\n    }\n    me {\n      id\n      commissionRate\n    }\n  }\n": typeof types.DashboardFreeGamesDocument,
    "\n  mutation PairDisplay($input: PairDisplayInput!) {\n    pairDisplay(input: $input) {\n      token\n      expiresAt\n    }\n  }\n": typeof types.PairDisplayDocument,
    "\n  subscription DisplayFeed {\n    displayFeed {\n      hallName\n      hallCode\n      language\n      voice\n      voicePackUrl\n      announcements {\n        title\n        body\n      }\n      linkedJackpot {\n        name\n        amountSantim\n        lastWin {\n          hallName\n          amountSantim\n        }\n      }\n      game {\n        gameId\n        commitment\n        calledNumbers\n        paused\n        pauseReason\n        prizeSantim\n        winningPatterns\n        houseWin\n        claim {\n          cardNumber\n          isWinner\n          pattern\n          payoutSantim\n          prefixLength\n          cells\n          winningCells\n        }\n      }\n    }\n  }\n": typeof types.DisplayFeedDocument,
    "\n  query RecallGame($gameId: ID!) {\n    game(gameId: $gameId) {\n      gameId\n      status\n      hostId\n      commitment\n      calledNumbers\n      callSpeed\n      winningPatterns\n      houseWin\n      winningCalls\n      totalStakes: totalStakesSantim\n      commissionRate\n      freeAmount: freeAmountSantim\n      totalBonusAmount: totalBonusAmountSantim\n      playingCards {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        result\n        prefixLength\n        pattern\n        payout: payoutSantim\n      }\n    }\n  }\n": typeof types.RecallGameDocument,
    "\n  query BonusConfigs {\n    bonusConfigs {\n      id\n      name\n      description\n      bonusType\n      bonusValue\n      startDateTime\n      endDateTime\n      gameType\n      minPlayers\n      maxBonusAmount: maxBonusAmountSantim\n      minBonusAmount: minBonusAmountSantim\n      triggerType\n      triggerValue\n      dailyBonusLimit: dailyBonusLimitSantim\n      distributedCount\n      bonusPool: bonusPoolSantim\n      remainingBonusPool: remainingBonusPoolSantim\n      selectedDays\n      selectedTimeSlots\n      isActive\n      presetId\n    }\n  }\n": typeof types.BonusConfigsDocument,
    "\n  query BonusPresets {\n    bonusPresets {\n      id\n      name\n      description\n      bonusType\n      bonusValue\n      gameType\n      minPlayers\n      maxBonusAmount: maxBonusAmountSantim\n      presetCategory\n      isGlobalPreset\n      presetPriority\n      isActive\n      editable\n    }\n  }\n": typeof types.BonusPresetsDocument,
    "\n  query BonusGames {\n    bonusGames {\n      gameId\n      date\n      baseAmount: baseAmountSantim\n      totalBonusAmount: totalBonusAmountSantim\n      appliedBonuses {\n        bonusId\n        bonusType\n        bonusValue\n        bonusAmount: bonusAmountSantim\n      }\n    }\n  }\n": typeof types.BonusGamesDocument,
    "\n  query DailyBonusStats($range: BonusStatsRangeInput) {\n    dailyBonusStats(range: $range) {\n      date\n      totalGames\n      totalBonusAmount: totalBonusAmountSantim\n    }\n  }\n": typeof types.DailyBonusStatsDocument,
    "\n  mutation CreateBonusConfig($input: BonusConfigInput!) {\n    createBonusConfig(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateBonusConfigDocument,
    "\n  mutation UpdateBonusConfig($id: ID!, $input: BonusConfigInput!) {\n    updateBonusConfig(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateBonusConfigDocument,
    "\n  mutation DeleteBonusConfig($id: ID!) {\n    deleteBonusConfig(id: $id)\n  }\n": typeof types.DeleteBonusConfigDocument,
    "\n  mutation CreateBonusPreset($input: BonusPresetInput!) {\n    createBonusPreset(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateBonusPresetDocument,
    "\n  mutation UpdateBonusPreset($id: ID!, $input: BonusPresetInput!) {\n    updateBonusPreset(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateBonusPresetDocument,
    "\n  mutation ToggleBonusPreset($id: ID!) {\n    toggleBonusPreset(id: $id) {\n      id\n      isActive\n    }\n  }\n": typeof types.ToggleBonusPresetDocument,
    "\n  mutation CopyBonusPreset($id: ID!) {\n    copyBonusPreset(id: $id) {\n      id\n    }\n  }\n": typeof types.CopyBonusPresetDocument,
    "\n  mutation DeleteBonusPreset($id: ID!) {\n    deleteBonusPreset(id: $id)\n  }\n": typeof types.DeleteBonusPresetDocument,
    "\n  query FreeGameSchedules {\n    freeGameSchedules {\n      id\n      scheduledDateTime\n      status\n    }\n  }\n": typeof types.FreeGameSchedulesDocument,
    "\n  query FreeGameHistory {\n    freeGameHistory {\n      id\n      scheduledDateTime\n      status\n      usedAt\n      gameCreatedAt\n    }\n  }\n": typeof types.FreeGameHistoryDocument,
    "\n  mutation ScheduleFreeGame($input: ScheduleFreeGameInput!) {\n    scheduleFreeGame(input: $input) {\n      id\n    }\n  }\n": typeof types.ScheduleFreeGameDocument,
    "\n  mutation ScheduleFreeGamesBulk($input: BulkScheduleInput!) {\n    scheduleFreeGamesBulk(input: $input) {\n      count\n      refused {\n        scheduledDateTime\n        reason\n      }\n    }\n  }\n": typeof types.ScheduleFreeGamesBulkDocument,
    "\n  mutation ScheduleFreeGamesRandom($input: RandomScheduleInput!) {\n    scheduleFreeGamesRandom(input: $input) {\n      count\n    }\n  }\n": typeof types.ScheduleFreeGamesRandomDocument,
    "\n  mutation RescheduleFreeGame($id: ID!, $input: ScheduleFreeGameInput!) {\n    rescheduleFreeGame(id: $id, input: $input) {\n      id\n      scheduledDateTime\n    }\n  }\n": typeof types.RescheduleFreeGameDocument,
    "\n  mutation CancelFreeGame($id: ID!) {\n    cancelFreeGame(id: $id)\n  }\n": typeof types.CancelFreeGameDocument,
    "\n  mutation CancelAllFreeGames {\n    cancelAllFreeGames\n  }\n": typeof types.CancelAllFreeGamesDocument,
    "\n  query ShellGames($page: Int!) {\n    myGames(page: $page) {\n      page\n      totalPages\n      totalGames\n      games {\n        gameId\n        createdAt\n        gameType\n        bettingAmount: bettingAmountSantim\n        stakes: stakesSantim\n        players\n        status\n        totalStakes: totalStakesSantim\n        profit: profitSantim\n      }\n    }\n  }\n": typeof types.ShellGamesDocument,
    "\n  query ShellWallet {\n    me {\n      id\n      username\n      walletBalance: walletBalanceSantim\n    }\n  }\n": typeof types.ShellWalletDocument,
    "\n  query JackpotHistory {\n    jackpotHistory {\n      id\n      createdAt\n      amount: amountSantim\n      winnerCard\n    }\n  }\n": typeof types.JackpotHistoryDocument,
    "\n  query HouseStats {\n    houseGameStats {\n      totalGames\n      totalProfit: totalProfitSantim\n      houseWins\n      losingGames\n    }\n    houseDailyProfitLoss {\n      date\n      gamesCount\n      profit: profitSantim\n    }\n  }\n": typeof types.HouseStatsDocument,
    "\n  query HouseGamesByDay($hostId: ID!) {\n    houseGamesByDay(hostId: $hostId) {\n      date\n      games {\n        gameId\n        createdAt\n        bettingAmount: bettingAmountSantim\n        numberOfPlayers\n        houseCardCount\n        houseWin\n        status\n        profit: profitSantim\n      }\n    }\n  }\n": typeof types.HouseGamesByDayDocument,
    "\n  query AdminStats {\n    hostStats {\n      totalProfit: totalProfitSantim\n      totalBetAmount: totalBetAmountSantim\n      totalGames\n      wallet: walletSantim\n      statsByPeriod {\n        date\n        gamesCount\n        profit: profitSantim\n      }\n    }\n  }\n": typeof types.AdminStatsDocument,
    "\n  query LinkedJackpots {\n    linkedJackpots {\n      id\n      name\n      amountSantim\n      accrualShare\n      callLimit\n      round\n      halls {\n        hostId\n        username\n      }\n      results {\n        kind\n        round\n        hostUsername\n        gameId\n        amountSantim\n        createdAt\n      }\n      createdAt\n    }\n  }\n": typeof types.LinkedJackpotsDocument,
    "\n  query LinkableHalls {\n    hosts {\n      id\n      username\n    }\n  }\n": typeof types.LinkableHallsDocument,
    "\n  mutation CreateLinkedJackpot($input: LinkedJackpotInput!) {\n    createLinkedJackpot(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateLinkedJackpotDocument,
    "\n  mutation UpdateLinkedJackpot($input: UpdateLinkedJackpotInput!) {\n    updateLinkedJackpot(input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateLinkedJackpotDocument,
    "\n  fragment MultiplierGameRow on StatsGame {\n    gameId\n    createdAt\n    stakes: stakesSantim\n    playingCards\n    totalStakes: totalStakesSantim\n    multiplier\n    winnerCard\n    payoutToWinner: payoutToWinnerSantim\n    profit: profitSantim\n    status\n  }\n": typeof types.MultiplierGameRowFragmentDoc,
    "\n  fragment AdminProfitSummary on AdminMultiplierSummary {\n    id\n    adminUsername\n    totalProfit: totalProfitSantim\n    months {\n      month\n      profit: profitSantim\n      gamesCount\n      weeks {\n        week\n        profit: profitSantim\n        gamesCount\n        days {\n          date\n          profit: profitSantim\n          gamesCount\n        }\n      }\n    }\n  }\n": typeof types.AdminProfitSummaryFragmentDoc,
    "\n  query MultiplierSetup {\n    me {\n      id\n      walletBalance: walletBalanceSantim\n      commissionRate\n    }\n  }\n": typeof types.MultiplierSetupDocument,
    "\n  query MultiplierHome($today: StatsRangeInput!) {\n    me {\n      id\n      walletBalance: walletBalanceSantim\n    }\n    activeGame {\n      gameId\n      gameType\n      callsRevealed\n    }\n    multiplierGames(range: $today) {\n      games {\n        gameId\n        ...MultiplierGameRow\n      }\n    }\n  }\n": typeof types.MultiplierHomeDocument,
    "\n  query BingoStats {\n    allMultiplierStats {\n      totalGames\n      totalProfit: totalProfitSantim\n      games {\n        gameId\n        createdAt\n        numberOfPlayers\n        totalStakes: totalStakesSantim\n        payoutToWinner: payoutToWinnerSantim\n        status\n      }\n      adminsSummary {\n        ...AdminProfitSummary\n      }\n    }\n    multiplierGameStats {\n      totalGames\n      totalBettingAmount: totalBettingAmountSantim\n      totalPayoutToWinners: totalPayoutToWinnersSantim\n      totalProfit: totalProfitSantim\n      averageProfit: averageProfitSantim\n      losingGames\n    }\n    multiplierDailyProfits {\n      date\n      profit: profitSantim\n    }\n  }\n": typeof types.BingoStatsDocument,
    "\n  query AdminMultiplierStats {\n    multiplierGames {\n      totalGames\n      totalProfit: totalProfitSantim\n      games {\n        gameId\n        ...MultiplierGameRow\n      }\n    }\n    multiplierDailyProfits {\n      date\n      profit: profitSantim\n      gamesCount\n    }\n  }\n": typeof types.AdminMultiplierStatsDocument,
    "\n  mutation TopUpHost($input: TopUpInput!) {\n    topUpHost(input: $input) {\n      walletBalance: walletBalanceSantim\n    }\n  }\n": typeof types.TopUpHostDocument,
    "\n  query MyOwnerGroup {\n    myOwnerGroup {\n      name\n      prefixes\n      canEditCommission\n      cardSetIds\n      superAccountWallet: superAccountWalletSantim\n    }\n  }\n": typeof types.MyOwnerGroupDocument,
    "\n  query OwnerRoute($path: String!) {\n    ownerRoute(path: $path)\n  }\n": typeof types.OwnerRouteDocument,
    "\n  mutation PowerGameStatus {\n    powerGameStatus {\n      success\n      showButton\n      adminId\n      appearanceId\n      title\n      text\n    }\n  }\n": typeof types.PowerGameStatusDocument,
    "\n  mutation PowerGameClick($input: PowerClickInput!) {\n    powerGameClick(input: $input) {\n      success\n      url\n    }\n  }\n": typeof types.PowerGameClickDocument,
    "\n  mutation RecordCardPrints($input: CardPrintsInput!) {\n    recordCardPrints(input: $input)\n  }\n": typeof types.RecordCardPrintsDocument,
    "\n  query MyGames($page: Int!) {\n    myGames(page: $page) {\n      page\n      totalPages\n      games {\n        gameId\n        createdAt\n        profit: profitSantim\n        status\n        gameType\n      }\n    }\n  }\n": typeof types.MyGamesDocument,
    "\n  query HostStats($range: StatsRangeInput) {\n    hostStats(range: $range) {\n      totalProfit: totalProfitSantim\n      statsByPeriod {\n        date\n        profit: profitSantim\n      }\n    }\n  }\n": typeof types.HostStatsDocument,
    "\n  fragment ShiftRowFields on ShiftObject {\n    id\n    hostId\n    username\n    openedAt\n    closedAt\n    games\n    floatSantim\n    cashInSantim\n    cashOutSantim\n    freeSantim\n    bonusSantim\n    expectedSantim\n    countedSantim\n    differenceSantim\n    note\n    flaggedPayouts {\n      gameId\n      amountSantim\n      thresholdSantim\n      flaggedAt\n      acknowledgedAt\n      note\n    }\n  }\n": typeof types.ShiftRowFieldsFragmentDoc,
    "\n  query ShiftList($hostId: ID, $startDate: String, $endDate: String) {\n    shifts(hostId: $hostId, startDate: $startDate, endDate: $endDate, limit: 500) {\n      ...ShiftRowFields\n    }\n  }\n": typeof types.ShiftListDocument,
    "\n  query ShiftDetail($id: ID!) {\n    shift(id: $id) {\n      ...ShiftRowFields\n      floatCounts {\n        birr\n        count\n      }\n      countedCounts {\n        birr\n        count\n      }\n      corrections {\n        amountSantim\n        note\n        createdAt\n      }\n    }\n  }\n": typeof types.ShiftDetailDocument,
    "\n  query ShiftHalls {\n    hosts {\n      id\n      username\n    }\n  }\n": typeof types.ShiftHallsDocument,
    "\n  query OpenFlaggedPayouts($hostId: ID) {\n    flaggedPayouts(hostId: $hostId, open: true) {\n      gameId\n      hostId\n      username\n      amountSantim\n      thresholdSantim\n      flaggedAt\n    }\n  }\n": typeof types.OpenFlaggedPayoutsDocument,
    "\n  mutation AcknowledgePayout($gameId: ID!, $note: String!) {\n    acknowledgePayout(gameId: $gameId, note: $note) {\n      gameId\n      acknowledgedAt\n      note\n    }\n  }\n": typeof types.AcknowledgePayoutDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enrolled\n      required\n      recoveryCodesLeft\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  mutation BeginTwoFactorEnrolment {\n    beginTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n": typeof types.BeginTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n      token\n    }\n  }\n": typeof types.ConfirmTwoFactorEnrolmentDocument,
    "\n  query PublicGame($ref: String!) {\n    publicGame(ref: $ref) {\n      gameId\n      publicCode\n      hallName\n      gameType\n      cardSetName\n      startedAt\n      status\n      endedAt\n      commitment\n      callSpeed\n      winningPatterns\n      calledNumbers\n      callsRevealed\n      paused\n      nextCallAt\n      serverTime\n      seed\n      cards {\n        paletteNumber\n        house\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        callIndex\n        result\n        pattern\n        payoutSantim\n      }\n      bettingAmountSantim\n      payoutToWinnerSantim\n      jackpotAwardedSantim\n      winningCard\n      winningCalls\n      houseWin\n      abandonedAtCall\n      pauseReason\n      missedClaims {\n        cardNumber\n        pattern\n        call\n      }\n    }\n  }\n": typeof types.PublicGameDocument,
    "\n  query VoicePacks($hostId: ID) {\n    voicePacks(hostId: $hostId) {\n      id\n      name\n      hostId\n      hostUsername\n      previewUrl\n      events\n      sizeBytes\n      createdAt\n      isDefault\n    }\n  }\n": typeof types.VoicePacksDocument,
    "\n  query VoicePackHosts {\n    hosts {\n      id\n      username\n    }\n  }\n": typeof types.VoicePackHostsDocument,
    "\n  mutation RenameVoicePack($packId: ID!, $name: String!) {\n    renameVoicePack(packId: $packId, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.RenameVoicePackDocument,
    "\n  mutation DeleteVoicePack($packId: ID!) {\n    deleteVoicePack(packId: $packId)\n  }\n": typeof types.DeleteVoicePackDocument,
    "\n  mutation SetDefaultVoicePack($hostId: ID, $packId: ID) {\n    setDefaultVoicePack(hostId: $hostId, packId: $packId) {\n      id\n      clipBaseUrl\n      events\n    }\n  }\n": typeof types.SetDefaultVoicePackDocument,
    "\n  query ActiveGame {\n    activeGame {\n      gameId\n      gameType\n      status\n      callSpeed\n      calledNumbers\n      callsRevealed\n      paused\n      nextCallAt\n      serverTime\n      commitment\n      seed\n      bettingAmount: bettingAmountSantim\n      totalStakes: totalStakesSantim\n      stakes: stakesSantim\n      multiplier\n      payoutToWinner: payoutToWinnerSantim\n      baseAmount: baseAmountSantim\n      totalBonusAmount: totalBonusAmountSantim\n      freeAmount: freeAmountSantim\n      commissionRate\n      cardPaletteNumbers\n      winningPatterns\n      houseCardCount\n      houseWin\n      winningCard\n      winningCalls\n      wonAtCall\n      isJackpotGame\n      jackpotPool: jackpotPoolSantim\n      playingCards {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        result\n        prefixLength\n        payout: payoutSantim\n      }\n    }\n  }\n": typeof types.ActiveGameDocument,
    "\n  fragment GameClockFields on Game {\n    gameId\n    status\n    calledNumbers\n    callsRevealed\n    paused\n    nextCallAt\n    serverTime\n    houseWin\n    winningCard\n    winningCalls\n  }\n": typeof types.GameClockFieldsFragmentDoc,
    "\n  query GameClock($gameId: ID!) {\n    game(gameId: $gameId) {\n      ...GameClockFields\n    }\n  }\n": typeof types.GameClockDocument,
    "\n  mutation PlayGame($gameId: ID!) {\n    playGame(gameId: $gameId) {\n      ...GameClockFields\n    }\n  }\n": typeof types.PlayGameDocument,
    "\n  mutation PauseGame($gameId: ID!) {\n    pauseGame(gameId: $gameId) {\n      ...GameClockFields\n    }\n  }\n": typeof types.PauseGameDocument,
    "\n  mutation CheckWinner($input: CheckWinnerInput!) {\n    checkWinner(input: $input) {\n      gameId\n      cardNumber\n      isWinner\n      locked\n      payout: payoutSantim\n      prefixLength\n      winnersOnCall\n      card {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      results {\n        pattern\n        isWinner\n        cells\n        completedAtCall\n        lastCalledNumber\n      }\n    }\n  }\n": typeof types.CheckWinnerDocument,
    "\n  mutation EndGame($gameId: ID!) {\n    endGame(gameId: $gameId) {\n      gameId\n      status\n      seed\n      commitment\n      endedAt\n    }\n  }\n": typeof types.EndGameDocument,
    "\n  subscription GameEvents($gameId: ID!) {\n    gameEvents(gameId: $gameId) {\n      kind\n      at\n      index\n      number\n      nextCallAt\n      claim {\n        cardNumber\n        isWinner\n      }\n      reason\n      missedClaim {\n        cardNumber\n        pattern\n        call\n      }\n    }\n  }\n": typeof types.GameEventsDocument,
    "\n  mutation SetCallerLanguage($input: CallerLanguageInput!) {\n    setCallerLanguage(input: $input) {\n      callerLanguage\n    }\n  }\n": typeof types.SetCallerLanguageDocument,
    "\n  query Cards {\n    cards {\n      paletteNumber\n      numbers {\n        B\n        I\n        N\n        G\n        O\n      }\n    }\n  }\n": typeof types.CardsDocument,
    "\n  query PrintedCards {\n    printedCards {\n      cardSetId\n      cardSetName\n      cards {\n        paletteNumber\n        check\n        path\n      }\n    }\n    hallSettings {\n      hostId\n      hallName\n    }\n  }\n": typeof types.PrintedCardsDocument,
    "\n  mutation CreateDisplayPairing {\n    createDisplayPairing {\n      code\n      expiresAt\n    }\n  }\n": typeof types.CreateDisplayPairingDocument,
    "\n  query Displays {\n    displays {\n      displayId\n      name\n      pairedAt\n      lastSeenAt\n      revokedAt\n    }\n  }\n": typeof types.DisplaysDocument,
    "\n  mutation RevokeDisplay($displayId: ID!) {\n    revokeDisplay(displayId: $displayId) {\n      displayId\n      revokedAt\n    }\n  }\n": typeof types.RevokeDisplayDocument,
    "\n  query DisplaySettings {\n    displaySettings {\n      voiceOnDisplay\n      voice\n    }\n  }\n": typeof types.DisplaySettingsDocument,
    "\n  mutation SetDisplayVoice($input: DisplayVoiceInput!) {\n    setDisplayVoice(input: $input) {\n      voiceOnDisplay\n      voice\n    }\n  }\n": typeof types.SetDisplayVoiceDocument,
    "\n  mutation StartGame($input: StartGameInput!) {\n    startGame(input: $input) {\n      gameId\n      gameType\n      callSpeed\n      commitment\n    }\n  }\n": typeof types.StartGameDocument,
    "\n  query ChosenVoicePack {\n    chosenVoicePack {\n      id\n      clipBaseUrl\n      events\n    }\n  }\n": typeof types.ChosenVoicePackDocument,
    "\n  query ManagedHosts {\n    hosts {\n      id\n      username\n      walletBalance: walletBalanceSantim\n      isBlocked\n      commissionRate\n      cardSet\n      lastLoginAt\n      stats {\n        todayProfit: todayProfitSantim\n        gamesToday\n        weekProfit: weekProfitSantim\n        monthProfit: monthProfitSantim\n        totalProfit: totalProfitSantim\n        avgMonthProfit: avgMonthProfitSantim\n        avgAllTimeProfit: avgAllTimeProfitSantim\n        totalGames\n        last30Days {\n          date\n          profit: profitSantim\n          gamesCount\n        }\n        last12WeeksProfits {\n          week\n          profit: profitSantim\n        }\n        last12MonthsProfits {\n          month\n          profit: profitSantim\n        }\n      }\n    }\n  }\n": typeof types.ManagedHostsDocument,
    "\n  query WalletTransactions {\n    walletTransactions {\n      date\n      toAdmin\n      amount: amountSantim\n      kind\n    }\n  }\n": typeof types.WalletTransactionsDocument,
    "\n  query HostLastGames($hostId: ID, $limit: Int!) {\n    lastGames(hostId: $hostId, limit: $limit) {\n      gameId\n      createdAt\n      hostUsername\n      gameType\n      bettingAmount: bettingAmountSantim\n      stakes: stakesSantim\n      players\n      payoutToWinner: payoutToWinnerSantim\n      totalStakes: totalStakesSantim\n      profit: profitSantim\n      status\n      endReason\n      abandonedAtCall\n      missedClaims {\n        cardNumber\n        call\n      }\n    }\n  }\n": typeof types.HostLastGamesDocument,
    "\n  mutation SetHostBlocked($hostId: ID!, $blocked: Boolean!) {\n    setHostBlocked(hostId: $hostId, blocked: $blocked) {\n      id\n      isBlocked\n    }\n  }\n": typeof types.SetHostBlockedDocument,
    "\n  mutation RegisterHost($input: RegisterHostInput!) {\n    registerHost(input: $input) {\n      id\n      username\n      walletBalance: walletBalanceSantim\n      cardSet\n    }\n  }\n": typeof types.RegisterHostDocument,
    "\n  mutation SetCommissionRate($input: CommissionRateInput!) {\n    setCommissionRate(input: $input) {\n      id\n      commissionRate\n    }\n  }\n": typeof types.SetCommissionRateDocument,
    "\n  query HostJackpot($hostId: ID!) {\n    jackpotPool(hostId: $hostId) {\n      hostId\n      amount: amountSantim\n      accrualShare\n      callLimit\n      enabled\n    }\n  }\n": typeof types.HostJackpotDocument,
    "\n  mutation UpdateJackpotSettings($input: JackpotSettingsInput!) {\n    updateJackpotSettings(input: $input) {\n      hostId\n      enabled\n    }\n  }\n": typeof types.UpdateJackpotSettingsDocument,
    "\n  query HostHallSettings($hostId: ID!) {\n    hallSettings(hostId: $hostId) {\n      hostId\n      displayName\n      hallName\n      supportPhones\n      defaultLanguage\n      defaultVoice\n    }\n  }\n": typeof types.HostHallSettingsDocument,
    "\n  mutation UpdateHallSettings($input: HallSettingsInput!) {\n    updateHallSettings(input: $input) {\n      hostId\n      hallName\n    }\n  }\n": typeof types.UpdateHallSettingsDocument,
};
const documents: Documents = {
    "\n  query OperatorHall {\n    hallSettings {\n      hostId\n      hallName\n      supportPhones\n      defaultLanguage\n      defaultVoice\n    }\n    jackpotPool {\n      hostId\n      amount: amountSantim\n      enabled\n      linkedPoolName\n    }\n  }\n": types.OperatorHallDocument,
    "\n  mutation RecordInspectAttempt($input: InspectAttemptInput!) {\n    recordInspectAttempt(input: $input)\n  }\n": types.RecordInspectAttemptDocument,
    "\n  query BackOfficeMe {\n    me {\n      id\n      username\n      role\n      walletBalance: walletBalanceSantim\n      cardSet\n    }\n  }\n": types.BackOfficeMeDocument,
    "\n  query CurrentShift {\n    currentShift {\n      id\n      floatSantim\n      cashInSantim\n      cashOutSantim\n      expectedSantim\n      games\n    }\n  }\n": types.CurrentShiftDocument,
    "\n  mutation OpenShift($input: OpenShiftInput!) {\n    openShift(input: $input) {\n      id\n      floatSantim\n      cashInSantim\n      cashOutSantim\n      expectedSantim\n      games\n    }\n  }\n": types.OpenShiftDocument,
    "\n  mutation CloseShift($input: CloseShiftInput!) {\n    closeShift(input: $input) {\n      id\n      expectedSantim\n      countedSantim\n      differenceSantim\n    }\n  }\n": types.CloseShiftDocument,
    "\n  mutation StepUp($input: StepUpInput!) {\n    stepUp(input: $input) {\n      stepUpToken\n      expiresAt\n    }\n  }\n": types.StepUpDocument,
    "\n  fragment OwnerGroupFields on OwnerGroupAdminView {\n    id\n    name\n    routeSlug\n    prefixes\n    cardSetIds\n    canEditCommission\n    archivedAt\n    superAccount {\n      id\n      username\n      walletBalanceSantim\n    }\n    owners {\n      id\n      username\n      blocked\n      lastLoginAt\n    }\n  }\n": types.OwnerGroupFieldsFragmentDoc,
    "\n  query OwnerGroups {\n    ownerGroups {\n      ...OwnerGroupFields\n    }\n    cardSets {\n      id\n      name\n    }\n  }\n": types.OwnerGroupsDocument,
    "\n  mutation CreateOwnerGroup($input: CreateOwnerGroupInput!) {\n    createOwnerGroup(input: $input) {\n      id\n    }\n  }\n": types.CreateOwnerGroupDocument,
    "\n  mutation UpdateOwnerGroup($input: UpdateOwnerGroupInput!) {\n    updateOwnerGroup(input: $input) {\n      id\n    }\n  }\n": types.UpdateOwnerGroupDocument,
    "\n  mutation SetOwnerGroupArchived($groupId: Int!, $archived: Boolean!) {\n    setOwnerGroupArchived(groupId: $groupId, archived: $archived) {\n      id\n      archivedAt\n    }\n  }\n": types.SetOwnerGroupArchivedDocument,
    "\n  mutation CreateOwnerAccount($input: CreateOwnerAccountInput!) {\n    createOwnerAccount(input: $input) {\n      id\n    }\n  }\n": types.CreateOwnerAccountDocument,
    "\n  mutation SetOwnerAccountBlocked($ownerId: ID!, $blocked: Boolean!) {\n    setOwnerAccountBlocked(ownerId: $ownerId, blocked: $blocked) {\n      id\n      blocked\n    }\n  }\n": types.SetOwnerAccountBlockedDocument,
    "\n  query PlatformSummary {\n    platformSummary {\n      revenue: revenueSantim\n      todayRevenue: todayRevenueSantim\n      platformShare\n      platformShareAmount: platformShareAmountSantim\n      platformFeesCharged: platformFeesChargedSantim\n      totalGames\n      gamesToday\n      hostCount\n      totalBetAmount: totalBetAmountSantim\n    }\n  }\n": types.PlatformSummaryDocument,
    "\n  query InspectAttempts {\n    inspectAttempts {\n      adminUsername\n      detectionMethod\n      address\n      userAgent\n      time\n    }\n  }\n": types.InspectAttemptsDocument,
    "\n  query CardSets {\n    cardSets {\n      id\n      name\n      cardCount\n      checksum\n    }\n  }\n": types.CardSetsDocument,
    "\n  query ExportCardSet($id: Int!, $format: CardSetFormat!) {\n    exportCardSet(id: $id, format: $format) {\n      id\n      name\n      format\n      checksum\n      data\n    }\n  }\n": types.ExportCardSetDocument,
    "\n  mutation ImportCardSet($input: ImportCardSetInput!) {\n    importCardSet(input: $input) {\n      id\n      name\n      cardCount\n      checksum\n    }\n  }\n": types.ImportCardSetDocument,
    "\n  query PowerCampaigns {\n    powerCampaigns {\n      id\n      title\n      text\n      link\n      startsAt\n      endsAt\n      isActive\n      targetAll\n      targetHostIds\n      appearances\n      clicks\n    }\n  }\n": types.PowerCampaignsDocument,
    "\n  mutation CreatePowerCampaign($input: PowerCampaignInput!) {\n    createPowerCampaign(input: $input) {\n      id\n    }\n  }\n": types.CreatePowerCampaignDocument,
    "\n  mutation UpdatePowerCampaign($id: ID!, $input: PowerCampaignInput!) {\n    updatePowerCampaign(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n": types.UpdatePowerCampaignDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation AdjustHostWallet($input: AdjustWalletInput!) {\n    adjustHostWallet(input: $input) {\n      walletBalance: walletBalanceSantim\n    }\n  }\n": types.AdjustHostWalletDocument,
    "\n  query Announcements {\n    announcements {\n      id\n      title\n      body\n      link\n      linkLabel\n      startsAt\n      endsAt\n      isActive\n    }\n  }\n": types.AnnouncementsDocument,
    "\n  mutation CreateAnnouncement($input: AnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      id\n    }\n  }\n": types.CreateAnnouncementDocument,
    "\n  mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n": types.UpdateAnnouncementDocument,
    "\n  query PlatformPeriods {\n    platformPeriods {\n      last30Days {\n        date\n        profit: profitSantim\n        gamesCount\n      }\n      last12WeeksProfits {\n        week\n        profit: profitSantim\n      }\n      last12MonthsProfits {\n        month\n        profit: profitSantim\n      }\n    }\n  }\n": types.PlatformPeriodsDocument,
    "\n  query BonusLimits {\n    bonusLimits {\n      platformDefault {\n        maxPerGameSantim\n        maxShareBp\n        maxPerDaySantim\n      }\n      limits {\n        id\n        scope\n        targetId\n        targetName\n        maxPerGameSantim\n        maxShareBp\n        maxPerDaySantim\n        updatedAt\n      }\n      groups {\n        id\n        name\n      }\n    }\n  }\n": types.BonusLimitsDocument,
    "\n  mutation SetBonusLimits($input: SetBonusLimitsInput!) {\n    setBonusLimits(input: $input) {\n      id\n    }\n  }\n": types.SetBonusLimitsDocument,
    "\n  mutation ClearBonusLimits($id: ID!) {\n    clearBonusLimits(id: $id)\n  }\n": types.ClearBonusLimitsDocument,
    "\n  query HiddenHosts($filter: String) {\n    hiddenHosts(filter: $filter) {\n      id\n      username\n      hiddenBy\n      isBlocked\n      walletBalance: walletBalanceSantim\n      createdAt\n    }\n  }\n": types.HiddenHostsDocument,
    "\n  query AllApiTokens {\n    apiTokens(allAccounts: true) {\n      id\n      name\n      username\n      createdAt\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n": types.AllApiTokensDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      active\n      revokedAt\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  query TwoFactorAdmin {\n    twoFactorStatus {\n      requiredForOwners\n    }\n    twoFactorAccounts {\n      id\n      username\n      role\n      enrolled\n      recoveryCodesLeft\n    }\n  }\n": types.TwoFactorAdminDocument,
    "\n  mutation SetTwoFactorPolicy($input: TwoFactorPolicyInput!) {\n    setTwoFactorPolicy(input: $input)\n  }\n": types.SetTwoFactorPolicyDocument,
    "\n  mutation ResetTwoFactor($input: ResetTwoFactorInput!) {\n    resetTwoFactor(input: $input) {\n      id\n      enrolled\n      recoveryCodesLeft\n    }\n  }\n": types.ResetTwoFactorDocument,
    "\n  query ActiveAnnouncements {\n    activeAnnouncements {\n      id\n      title\n      body\n      link\n      linkLabel\n    }\n  }\n": types.ActiveAnnouncementsDocument,
    "\n  fragment AnomalyThresholdsFields on AnomalyThresholdsObject {\n    ownerGroupId\n    isDefault\n    minGames\n    abandonedRate\n    missedClaims\n    shiftDifferences\n    flaggedPayouts\n    cardWinPValue\n    shortGameRatio\n    shortGameRate\n    reprints\n    repairings\n  }\n": types.AnomalyThresholdsFieldsFragmentDoc,
    "\n  query Anomalies($startDate: String, $endDate: String) {\n    anomalies(startDate: $startDate, endDate: $endDate) {\n      startDate\n      endDate\n      hosts {\n        hostId\n        username\n        games\n        flags {\n          kind\n          value\n          threshold\n          cardNumber\n          plays\n          wins\n          expectedWins\n          pValue\n          trend {\n            day\n            value\n          }\n        }\n      }\n    }\n  }\n": types.AnomaliesDocument,
    "\n  query AnomalyThresholds {\n    anomalyThresholds {\n      ...AnomalyThresholdsFields\n    }\n  }\n": types.AnomalyThresholdsDocument,
    "\n  mutation SetAnomalyThresholds($input: AnomalyThresholdsInput!) {\n    setAnomalyThresholds(input: $input) {\n      ...AnomalyThresholdsFields\n    }\n  }\n": types.SetAnomalyThresholdsDocument,
    "\n  query AnomalyEvidence($hostId: ID!, $kind: String!, $startDate: String, $endDate: String, $cardNumber: Int) {\n    anomalyEvidence(hostId: $hostId, kind: $kind, startDate: $startDate, endDate: $endDate, cardNumber: $cardNumber) {\n      hostId\n      kind\n      games {\n        gameId\n        publicCode\n        createdAt\n        endReason\n        calls\n        winningCard\n        missedClaims\n        totalStakesSantim\n        payoutSantim\n      }\n      shifts {\n        shiftId\n        openedAt\n        closedAt\n        expectedSantim\n        countedSantim\n        toleranceSantim\n      }\n      events {\n        label\n        at\n      }\n    }\n  }\n": types.AnomalyEvidenceDocument,
    "\n  query MyApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n": types.MyApiTokensDocument,
    "\n  mutation CreateMyApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n": types.CreateMyApiTokenDocument,
    "\n  mutation RevokeMyApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      active\n      revokedAt\n    }\n  }\n": types.RevokeMyApiTokenDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      username\n      adminId\n      role\n      twoFactorEnrolmentRequired\n    }\n  }\n": types.LoginDocument,
    "\n  query ValidateToken {\n    validateToken\n  }\n": types.ValidateTokenDocument,
    "\n  query DashboardMe {\n    me {\n      id\n      username\n      role\n      api\n      cardSet\n      walletBalance: walletBalanceSantim\n    }\n  }\n": types.DashboardMeDocument,
    "\n  query RunningGame {\n    activeGame {\n      gameId\n      gameType\n      callsRevealed\n    }\n  }\n": types.RunningGameDocument,
    "\n  subscription HostGames {\n    hostGames {\n      kind\n      gameId\n    }\n  }\n": types.HostGamesDocument,
    "\n  query DashboardFreeGames {\n    freeGameSchedules {\n      id\n      scheduledDateTime\n    }\n    me {\n      id\n      commissionRate\n    }\n  }\n": types.DashboardFreeGamesDocument,
    "\n  mutation PairDisplay($input: PairDisplayInput!) {\n    pairDisplay(input: $input) {\n      token\n      expiresAt\n    }\n  }\n": types.PairDisplayDocument,
    "\n  subscription DisplayFeed {\n    displayFeed {\n      hallName\n      hallCode\n      language\n      voice\n      voicePackUrl\n      announcements {\n        title\n        body\n      }\n      linkedJackpot {\n        name\n        amountSantim\n        lastWin {\n          hallName\n          amountSantim\n        }\n      }\n      game {\n        gameId\n        commitment\n        calledNumbers\n        paused\n        pauseReason\n        prizeSantim\n        winningPatterns\n        houseWin\n        claim {\n          cardNumber\n          isWinner\n          pattern\n          payoutSantim\n          prefixLength\n          cells\n          winningCells\n        }\n      }\n    }\n  }\n": types.DisplayFeedDocument,
    "\n  query RecallGame($gameId: ID!) {\n    game(gameId: $gameId) {\n      gameId\n      status\n      hostId\n      commitment\n      calledNumbers\n      callSpeed\n      winningPatterns\n      houseWin\n      winningCalls\n      totalStakes: totalStakesSantim\n      commissionRate\n      freeAmount: freeAmountSantim\n      totalBonusAmount: totalBonusAmountSantim\n      playingCards {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        result\n        prefixLength\n        pattern\n        payout: payoutSantim\n      }\n    }\n  }\n": types.RecallGameDocument,
    "\n  query BonusConfigs {\n    bonusConfigs {\n      id\n      name\n      description\n      bonusType\n      bonusValue\n      startDateTime\n      endDateTime\n      gameType\n      minPlayers\n      maxBonusAmount: maxBonusAmountSantim\n      minBonusAmount: minBonusAmountSantim\n      triggerType\n      triggerValue\n      dailyBonusLimit: dailyBonusLimitSantim\n      distributedCount\n      bonusPool: bonusPoolSantim\n      remainingBonusPool: remainingBonusPoolSantim\n      selectedDays\n      selectedTimeSlots\n      isActive\n      presetId\n    }\n  }\n": types.BonusConfigsDocument,
    "\n  query BonusPresets {\n    bonusPresets {\n      id\n      name\n      description\n      bonusType\n      bonusValue\n      gameType\n      minPlayers\n      maxBonusAmount: maxBonusAmountSantim\n      presetCategory\n      isGlobalPreset\n      presetPriority\n      isActive\n      editable\n    }\n  }\n": types.BonusPresetsDocument,
    "\n  query BonusGames {\n    bonusGames {\n      gameId\n      date\n      baseAmount: baseAmountSantim\n      totalBonusAmount: totalBonusAmountSantim\n      appliedBonuses {\n        bonusId\n        bonusType\n        bonusValue\n        bonusAmount: bonusAmountSantim\n      }\n    }\n  }\n": types.BonusGamesDocument,
    "\n  query DailyBonusStats($range: BonusStatsRangeInput) {\n    dailyBonusStats(range: $range) {\n      date\n      totalGames\n      totalBonusAmount: totalBonusAmountSantim\n    }\n  }\n": types.DailyBonusStatsDocument,
    "\n  mutation CreateBonusConfig($input: BonusConfigInput!) {\n    createBonusConfig(input: $input) {\n      id\n    }\n  }\n": types.CreateBonusConfigDocument,
    "\n  mutation UpdateBonusConfig($id: ID!, $input: BonusConfigInput!) {\n    updateBonusConfig(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateBonusConfigDocument,
    "\n  mutation DeleteBonusConfig($id: ID!) {\n    deleteBonusConfig(id: $id)\n  }\n": types.DeleteBonusConfigDocument,
    "\n  mutation CreateBonusPreset($input: BonusPresetInput!) {\n    createBonusPreset(input: $input) {\n      id\n    }\n  }\n": types.CreateBonusPresetDocument,
    "\n  mutation UpdateBonusPreset($id: ID!, $input: BonusPresetInput!) {\n    updateBonusPreset(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateBonusPresetDocument,
    "\n  mutation ToggleBonusPreset($id: ID!) {\n    toggleBonusPreset(id: $id) {\n      id\n      isActive\n    }\n  }\n": types.ToggleBonusPresetDocument,
    "\n  mutation CopyBonusPreset($id: ID!) {\n    copyBonusPreset(id: $id) {\n      id\n    }\n  }\n": types.CopyBonusPresetDocument,
    "\n  mutation DeleteBonusPreset($id: ID!) {\n    deleteBonusPreset(id: $id)\n  }\n": types.DeleteBonusPresetDocument,
    "\n  query FreeGameSchedules {\n    freeGameSchedules {\n      id\n      scheduledDateTime\n      status\n    }\n  }\n": types.FreeGameSchedulesDocument,
    "\n  query FreeGameHistory {\n    freeGameHistory {\n      id\n      scheduledDateTime\n      status\n      usedAt\n      gameCreatedAt\n    }\n  }\n": types.FreeGameHistoryDocument,
    "\n  mutation ScheduleFreeGame($input: ScheduleFreeGameInput!) {\n    scheduleFreeGame(input: $input) {\n      id\n    }\n  }\n": types.ScheduleFreeGameDocument,
    "\n  mutation ScheduleFreeGamesBulk($input: BulkScheduleInput!) {\n    scheduleFreeGamesBulk(input: $input) {\n      count\n      refused {\n        scheduledDateTime\n        reason\n      }\n    }\n  }\n": types.ScheduleFreeGamesBulkDocument,
    "\n  mutation ScheduleFreeGamesRandom($input: RandomScheduleInput!) {\n    scheduleFreeGamesRandom(input: $input) {\n      count\n    }\n  }\n": types.ScheduleFreeGamesRandomDocument,
    "\n  mutation RescheduleFreeGame($id: ID!, $input: ScheduleFreeGameInput!) {\n    rescheduleFreeGame(id: $id, input: $input) {\n      id\n      scheduledDateTime\n    }\n  }\n": types.RescheduleFreeGameDocument,
    "\n  mutation CancelFreeGame($id: ID!) {\n    cancelFreeGame(id: $id)\n  }\n": types.CancelFreeGameDocument,
    "\n  mutation CancelAllFreeGames {\n    cancelAllFreeGames\n  }\n": types.CancelAllFreeGamesDocument,
    "\n  query ShellGames($page: Int!) {\n    myGames(page: $page) {\n      page\n      totalPages\n      totalGames\n      games {\n        gameId\n        createdAt\n        gameType\n        bettingAmount: bettingAmountSantim\n        stakes: stakesSantim\n        players\n        status\n        totalStakes: totalStakesSantim\n        profit: profitSantim\n      }\n    }\n  }\n": types.ShellGamesDocument,
    "\n  query ShellWallet {\n    me {\n      id\n      username\n      walletBalance: walletBalanceSantim\n    }\n  }\n": types.ShellWalletDocument,
    "\n  query JackpotHistory {\n    jackpotHistory {\n      id\n      createdAt\n      amount: amountSantim\n      winnerCard\n    }\n  }\n": types.JackpotHistoryDocument,
    "\n  query HouseStats {\n    houseGameStats {\n      totalGames\n      totalProfit: totalProfitSantim\n      houseWins\n      losingGames\n    }\n    houseDailyProfitLoss {\n      date\n      gamesCount\n      profit: profitSantim\n    }\n  }\n": types.HouseStatsDocument,
    "\n  query HouseGamesByDay($hostId: ID!) {\n    houseGamesByDay(hostId: $hostId) {\n      date\n      games {\n        gameId\n        createdAt\n        bettingAmount: bettingAmountSantim\n        numberOfPlayers\n        houseCardCount\n        houseWin\n        status\n        profit: profitSantim\n      }\n    }\n  }\n": types.HouseGamesByDayDocument,
    "\n  query AdminStats {\n    hostStats {\n      totalProfit: totalProfitSantim\n      totalBetAmount: totalBetAmountSantim\n      totalGames\n      wallet: walletSantim\n      statsByPeriod {\n        date\n        gamesCount\n        profit: profitSantim\n      }\n    }\n  }\n": types.AdminStatsDocument,
    "\n  query LinkedJackpots {\n    linkedJackpots {\n      id\n      name\n      amountSantim\n      accrualShare\n      callLimit\n      round\n      halls {\n        hostId\n        username\n      }\n      results {\n        kind\n        round\n        hostUsername\n        gameId\n        amountSantim\n        createdAt\n      }\n      createdAt\n    }\n  }\n": types.LinkedJackpotsDocument,
    "\n  query LinkableHalls {\n    hosts {\n      id\n      username\n    }\n  }\n": types.LinkableHallsDocument,
    "\n  mutation CreateLinkedJackpot($input: LinkedJackpotInput!) {\n    createLinkedJackpot(input: $input) {\n      id\n    }\n  }\n": types.CreateLinkedJackpotDocument,
    "\n  mutation UpdateLinkedJackpot($input: UpdateLinkedJackpotInput!) {\n    updateLinkedJackpot(input: $input) {\n      id\n    }\n  }\n": types.UpdateLinkedJackpotDocument,
    "\n  fragment MultiplierGameRow on StatsGame {\n    gameId\n    createdAt\n    stakes: stakesSantim\n    playingCards\n    totalStakes: totalStakesSantim\n    multiplier\n    winnerCard\n    payoutToWinner: payoutToWinnerSantim\n    profit: profitSantim\n    status\n  }\n": types.MultiplierGameRowFragmentDoc,
    "\n  fragment AdminProfitSummary on AdminMultiplierSummary {\n    id\n    adminUsername\n    totalProfit: totalProfitSantim\n    months {\n      month\n      profit: profitSantim\n      gamesCount\n      weeks {\n        week\n        profit: profitSantim\n        gamesCount\n        days {\n          date\n          profit: profitSantim\n          gamesCount\n        }\n      }\n    }\n  }\n": types.AdminProfitSummaryFragmentDoc,
    "\n  query MultiplierSetup {\n    me {\n      id\n      walletBalance: walletBalanceSantim\n      commissionRate\n    }\n  }\n": types.MultiplierSetupDocument,
    "\n  query MultiplierHome($today: StatsRangeInput!) {\n    me {\n      id\n      walletBalance: walletBalanceSantim\n    }\n    activeGame {\n      gameId\n      gameType\n      callsRevealed\n    }\n    multiplierGames(range: $today) {\n      games {\n        gameId\n        ...MultiplierGameRow\n      }\n    }\n  }\n": types.MultiplierHomeDocument,
    "\n  query BingoStats {\n    allMultiplierStats {\n      totalGames\n      totalProfit: totalProfitSantim\n      games {\n        gameId\n        createdAt\n        numberOfPlayers\n        totalStakes: totalStakesSantim\n        payoutToWinner: payoutToWinnerSantim\n        status\n      }\n      adminsSummary {\n        ...AdminProfitSummary\n      }\n    }\n    multiplierGameStats {\n      totalGames\n      totalBettingAmount: totalBettingAmountSantim\n      totalPayoutToWinners: totalPayoutToWinnersSantim\n      totalProfit: totalProfitSantim\n      averageProfit: averageProfitSantim\n      losingGames\n    }\n    multiplierDailyProfits {\n      date\n      profit: profitSantim\n    }\n  }\n": types.BingoStatsDocument,
    "\n  query AdminMultiplierStats {\n    multiplierGames {\n      totalGames\n      totalProfit: totalProfitSantim\n      games {\n        gameId\n        ...MultiplierGameRow\n      }\n    }\n    multiplierDailyProfits {\n      date\n      profit: profitSantim\n      gamesCount\n    }\n  }\n": types.AdminMultiplierStatsDocument,
    "\n  mutation TopUpHost($input: TopUpInput!) {\n    topUpHost(input: $input) {\n      walletBalance: walletBalanceSantim\n    }\n  }\n": types.TopUpHostDocument,
    "\n  query MyOwnerGroup {\n    myOwnerGroup {\n      name\n      prefixes\n      canEditCommission\n      cardSetIds\n      superAccountWallet: superAccountWalletSantim\n    }\n  }\n": types.MyOwnerGroupDocument,
    "\n  query OwnerRoute($path: String!) {\n    ownerRoute(path: $path)\n  }\n": types.OwnerRouteDocument,
    "\n  mutation PowerGameStatus {\n    powerGameStatus {\n      success\n      showButton\n      adminId\n      appearanceId\n      title\n      text\n    }\n  }\n": types.PowerGameStatusDocument,
    "\n  mutation PowerGameClick($input: PowerClickInput!) {\n    powerGameClick(input: $input) {\n      success\n      url\n    }\n  }\n": types.PowerGameClickDocument,
    "\n  mutation RecordCardPrints($input: CardPrintsInput!) {\n    recordCardPrints(input: $input)\n  }\n": types.RecordCardPrintsDocument,
    "\n  query MyGames($page: Int!) {\n    myGames(page: $page) {\n      page\n      totalPages\n      games {\n        gameId\n        createdAt\n        profit: profitSantim\n        status\n        gameType\n      }\n    }\n  }\n": types.MyGamesDocument,
    "\n  query HostStats($range: StatsRangeInput) {\n    hostStats(range: $range) {\n      totalProfit: totalProfitSantim\n      statsByPeriod {\n        date\n        profit: profitSantim\n      }\n    }\n  }\n": types.HostStatsDocument,
    "\n  fragment ShiftRowFields on ShiftObject {\n    id\n    hostId\n    username\n    openedAt\n    closedAt\n    games\n    floatSantim\n    cashInSantim\n    cashOutSantim\n    freeSantim\n    bonusSantim\n    expectedSantim\n    countedSantim\n    differenceSantim\n    note\n    flaggedPayouts {\n      gameId\n      amountSantim\n      thresholdSantim\n      flaggedAt\n      acknowledgedAt\n      note\n    }\n  }\n": types.ShiftRowFieldsFragmentDoc,
    "\n  query ShiftList($hostId: ID, $startDate: String, $endDate: String) {\n    shifts(hostId: $hostId, startDate: $startDate, endDate: $endDate, limit: 500) {\n      ...ShiftRowFields\n    }\n  }\n": types.ShiftListDocument,
    "\n  query ShiftDetail($id: ID!) {\n    shift(id: $id) {\n      ...ShiftRowFields\n      floatCounts {\n        birr\n        count\n      }\n      countedCounts {\n        birr\n        count\n      }\n      corrections {\n        amountSantim\n        note\n        createdAt\n      }\n    }\n  }\n": types.ShiftDetailDocument,
    "\n  query ShiftHalls {\n    hosts {\n      id\n      username\n    }\n  }\n": types.ShiftHallsDocument,
    "\n  query OpenFlaggedPayouts($hostId: ID) {\n    flaggedPayouts(hostId: $hostId, open: true) {\n      gameId\n      hostId\n      username\n      amountSantim\n      thresholdSantim\n      flaggedAt\n    }\n  }\n": types.OpenFlaggedPayoutsDocument,
    "\n  mutation AcknowledgePayout($gameId: ID!, $note: String!) {\n    acknowledgePayout(gameId: $gameId, note: $note) {\n      gameId\n      acknowledgedAt\n      note\n    }\n  }\n": types.AcknowledgePayoutDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enrolled\n      required\n      recoveryCodesLeft\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  mutation BeginTwoFactorEnrolment {\n    beginTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n": types.BeginTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n      token\n    }\n  }\n": types.ConfirmTwoFactorEnrolmentDocument,
    "\n  query PublicGame($ref: String!) {\n    publicGame(ref: $ref) {\n      gameId\n      publicCode\n      hallName\n      gameType\n      cardSetName\n      startedAt\n      status\n      endedAt\n      commitment\n      callSpeed\n      winningPatterns\n      calledNumbers\n      callsRevealed\n      paused\n      nextCallAt\n      serverTime\n      seed\n      cards {\n        paletteNumber\n        house\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        callIndex\n        result\n        pattern\n        payoutSantim\n      }\n      bettingAmountSantim\n      payoutToWinnerSantim\n      jackpotAwardedSantim\n      winningCard\n      winningCalls\n      houseWin\n      abandonedAtCall\n      pauseReason\n      missedClaims {\n        cardNumber\n        pattern\n        call\n      }\n    }\n  }\n": types.PublicGameDocument,
    "\n  query VoicePacks($hostId: ID) {\n    voicePacks(hostId: $hostId) {\n      id\n      name\n      hostId\n      hostUsername\n      previewUrl\n      events\n      sizeBytes\n      createdAt\n      isDefault\n    }\n  }\n": types.VoicePacksDocument,
    "\n  query VoicePackHosts {\n    hosts {\n      id\n      username\n    }\n  }\n": types.VoicePackHostsDocument,
    "\n  mutation RenameVoicePack($packId: ID!, $name: String!) {\n    renameVoicePack(packId: $packId, name: $name) {\n      id\n      name\n    }\n  }\n": types.RenameVoicePackDocument,
    "\n  mutation DeleteVoicePack($packId: ID!) {\n    deleteVoicePack(packId: $packId)\n  }\n": types.DeleteVoicePackDocument,
    "\n  mutation SetDefaultVoicePack($hostId: ID, $packId: ID) {\n    setDefaultVoicePack(hostId: $hostId, packId: $packId) {\n      id\n      clipBaseUrl\n      events\n    }\n  }\n": types.SetDefaultVoicePackDocument,
    "\n  query ActiveGame {\n    activeGame {\n      gameId\n      gameType\n      status\n      callSpeed\n      calledNumbers\n      callsRevealed\n      paused\n      nextCallAt\n      serverTime\n      commitment\n      seed\n      bettingAmount: bettingAmountSantim\n      totalStakes: totalStakesSantim\n      stakes: stakesSantim\n      multiplier\n      payoutToWinner: payoutToWinnerSantim\n      baseAmount: baseAmountSantim\n      totalBonusAmount: totalBonusAmountSantim\n      freeAmount: freeAmountSantim\n      commissionRate\n      cardPaletteNumbers\n      winningPatterns\n      houseCardCount\n      houseWin\n      winningCard\n      winningCalls\n      wonAtCall\n      isJackpotGame\n      jackpotPool: jackpotPoolSantim\n      playingCards {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        result\n        prefixLength\n        payout: payoutSantim\n      }\n    }\n  }\n": types.ActiveGameDocument,
    "\n  fragment GameClockFields on Game {\n    gameId\n    status\n    calledNumbers\n    callsRevealed\n    paused\n    nextCallAt\n    serverTime\n    houseWin\n    winningCard\n    winningCalls\n  }\n": types.GameClockFieldsFragmentDoc,
    "\n  query GameClock($gameId: ID!) {\n    game(gameId: $gameId) {\n      ...GameClockFields\n    }\n  }\n": types.GameClockDocument,
    "\n  mutation PlayGame($gameId: ID!) {\n    playGame(gameId: $gameId) {\n      ...GameClockFields\n    }\n  }\n": types.PlayGameDocument,
    "\n  mutation PauseGame($gameId: ID!) {\n    pauseGame(gameId: $gameId) {\n      ...GameClockFields\n    }\n  }\n": types.PauseGameDocument,
    "\n  mutation CheckWinner($input: CheckWinnerInput!) {\n    checkWinner(input: $input) {\n      gameId\n      cardNumber\n      isWinner\n      locked\n      payout: payoutSantim\n      prefixLength\n      winnersOnCall\n      card {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      results {\n        pattern\n        isWinner\n        cells\n        completedAtCall\n        lastCalledNumber\n      }\n    }\n  }\n": types.CheckWinnerDocument,
    "\n  mutation EndGame($gameId: ID!) {\n    endGame(gameId: $gameId) {\n      gameId\n      status\n      seed\n      commitment\n      endedAt\n    }\n  }\n": types.EndGameDocument,
    "\n  subscription GameEvents($gameId: ID!) {\n    gameEvents(gameId: $gameId) {\n      kind\n      at\n      index\n      number\n      nextCallAt\n      claim {\n        cardNumber\n        isWinner\n      }\n      reason\n      missedClaim {\n        cardNumber\n        pattern\n        call\n      }\n    }\n  }\n": types.GameEventsDocument,
    "\n  mutation SetCallerLanguage($input: CallerLanguageInput!) {\n    setCallerLanguage(input: $input) {\n      callerLanguage\n    }\n  }\n": types.SetCallerLanguageDocument,
    "\n  query Cards {\n    cards {\n      paletteNumber\n      numbers {\n        B\n        I\n        N\n        G\n        O\n      }\n    }\n  }\n": types.CardsDocument,
    "\n  query PrintedCards {\n    printedCards {\n      cardSetId\n      cardSetName\n      cards {\n        paletteNumber\n        check\n        path\n      }\n    }\n    hallSettings {\n      hostId\n      hallName\n    }\n  }\n": types.PrintedCardsDocument,
    "\n  mutation CreateDisplayPairing {\n    createDisplayPairing {\n      code\n      expiresAt\n    }\n  }\n": types.CreateDisplayPairingDocument,
    "\n  query Displays {\n    displays {\n      displayId\n      name\n      pairedAt\n      lastSeenAt\n      revokedAt\n    }\n  }\n": types.DisplaysDocument,
    "\n  mutation RevokeDisplay($displayId: ID!) {\n    revokeDisplay(displayId: $displayId) {\n      displayId\n      revokedAt\n    }\n  }\n": types.RevokeDisplayDocument,
    "\n  query DisplaySettings {\n    displaySettings {\n      voiceOnDisplay\n      voice\n    }\n  }\n": types.DisplaySettingsDocument,
    "\n  mutation SetDisplayVoice($input: DisplayVoiceInput!) {\n    setDisplayVoice(input: $input) {\n      voiceOnDisplay\n      voice\n    }\n  }\n": types.SetDisplayVoiceDocument,
    "\n  mutation StartGame($input: StartGameInput!) {\n    startGame(input: $input) {\n      gameId\n      gameType\n      callSpeed\n      commitment\n    }\n  }\n": types.StartGameDocument,
    "\n  query ChosenVoicePack {\n    chosenVoicePack {\n      id\n      clipBaseUrl\n      events\n    }\n  }\n": types.ChosenVoicePackDocument,
    "\n  query ManagedHosts {\n    hosts {\n      id\n      username\n      walletBalance: walletBalanceSantim\n      isBlocked\n      commissionRate\n      cardSet\n      lastLoginAt\n      stats {\n        todayProfit: todayProfitSantim\n        gamesToday\n        weekProfit: weekProfitSantim\n        monthProfit: monthProfitSantim\n        totalProfit: totalProfitSantim\n        avgMonthProfit: avgMonthProfitSantim\n        avgAllTimeProfit: avgAllTimeProfitSantim\n        totalGames\n        last30Days {\n          date\n          profit: profitSantim\n          gamesCount\n        }\n        last12WeeksProfits {\n          week\n          profit: profitSantim\n        }\n        last12MonthsProfits {\n          month\n          profit: profitSantim\n        }\n      }\n    }\n  }\n": types.ManagedHostsDocument,
    "\n  query WalletTransactions {\n    walletTransactions {\n      date\n      toAdmin\n      amount: amountSantim\n      kind\n    }\n  }\n": types.WalletTransactionsDocument,
    "\n  query HostLastGames($hostId: ID, $limit: Int!) {\n    lastGames(hostId: $hostId, limit: $limit) {\n      gameId\n      createdAt\n      hostUsername\n      gameType\n      bettingAmount: bettingAmountSantim\n      stakes: stakesSantim\n      players\n      payoutToWinner: payoutToWinnerSantim\n      totalStakes: totalStakesSantim\n      profit: profitSantim\n      status\n      endReason\n      abandonedAtCall\n      missedClaims {\n        cardNumber\n        call\n      }\n    }\n  }\n": types.HostLastGamesDocument,
    "\n  mutation SetHostBlocked($hostId: ID!, $blocked: Boolean!) {\n    setHostBlocked(hostId: $hostId, blocked: $blocked) {\n      id\n      isBlocked\n    }\n  }\n": types.SetHostBlockedDocument,
    "\n  mutation RegisterHost($input: RegisterHostInput!) {\n    registerHost(input: $input) {\n      id\n      username\n      walletBalance: walletBalanceSantim\n      cardSet\n    }\n  }\n": types.RegisterHostDocument,
    "\n  mutation SetCommissionRate($input: CommissionRateInput!) {\n    setCommissionRate(input: $input) {\n      id\n      commissionRate\n    }\n  }\n": types.SetCommissionRateDocument,
    "\n  query HostJackpot($hostId: ID!) {\n    jackpotPool(hostId: $hostId) {\n      hostId\n      amount: amountSantim\n      accrualShare\n      callLimit\n      enabled\n    }\n  }\n": types.HostJackpotDocument,
    "\n  mutation UpdateJackpotSettings($input: JackpotSettingsInput!) {\n    updateJackpotSettings(input: $input) {\n      hostId\n      enabled\n    }\n  }\n": types.UpdateJackpotSettingsDocument,
    "\n  query HostHallSettings($hostId: ID!) {\n    hallSettings(hostId: $hostId) {\n      hostId\n      displayName\n      hallName\n      supportPhones\n      defaultLanguage\n      defaultVoice\n    }\n  }\n": types.HostHallSettingsDocument,
    "\n  mutation UpdateHallSettings($input: HallSettingsInput!) {\n    updateHallSettings(input: $input) {\n      hostId\n      hallName\n    }\n  }\n": types.UpdateHallSettingsDocument,
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
export function graphql(source: "\n  query OperatorHall {\n    hallSettings {\n      hostId\n      hallName\n      supportPhones\n      defaultLanguage\n      defaultVoice\n    }\n    jackpotPool {\n      hostId\n      amount: amountSantim\n      enabled\n      linkedPoolName\n    }\n  }\n"): (typeof documents)["\n  query OperatorHall {\n    hallSettings {\n      hostId\n      hallName\n      supportPhones\n      defaultLanguage\n      defaultVoice\n    }\n    jackpotPool {\n      hostId\n      amount: amountSantim\n      enabled\n      linkedPoolName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordInspectAttempt($input: InspectAttemptInput!) {\n    recordInspectAttempt(input: $input)\n  }\n"): (typeof documents)["\n  mutation RecordInspectAttempt($input: InspectAttemptInput!) {\n    recordInspectAttempt(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackOfficeMe {\n    me {\n      id\n      username\n      role\n      walletBalance: walletBalanceSantim\n      cardSet\n    }\n  }\n"): (typeof documents)["\n  query BackOfficeMe {\n    me {\n      id\n      username\n      role\n      walletBalance: walletBalanceSantim\n      cardSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentShift {\n    currentShift {\n      id\n      floatSantim\n      cashInSantim\n      cashOutSantim\n      expectedSantim\n      games\n    }\n  }\n"): (typeof documents)["\n  query CurrentShift {\n    currentShift {\n      id\n      floatSantim\n      cashInSantim\n      cashOutSantim\n      expectedSantim\n      games\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenShift($input: OpenShiftInput!) {\n    openShift(input: $input) {\n      id\n      floatSantim\n      cashInSantim\n      cashOutSantim\n      expectedSantim\n      games\n    }\n  }\n"): (typeof documents)["\n  mutation OpenShift($input: OpenShiftInput!) {\n    openShift(input: $input) {\n      id\n      floatSantim\n      cashInSantim\n      cashOutSantim\n      expectedSantim\n      games\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseShift($input: CloseShiftInput!) {\n    closeShift(input: $input) {\n      id\n      expectedSantim\n      countedSantim\n      differenceSantim\n    }\n  }\n"): (typeof documents)["\n  mutation CloseShift($input: CloseShiftInput!) {\n    closeShift(input: $input) {\n      id\n      expectedSantim\n      countedSantim\n      differenceSantim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StepUp($input: StepUpInput!) {\n    stepUp(input: $input) {\n      stepUpToken\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation StepUp($input: StepUpInput!) {\n    stepUp(input: $input) {\n      stepUpToken\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnerGroupFields on OwnerGroupAdminView {\n    id\n    name\n    routeSlug\n    prefixes\n    cardSetIds\n    canEditCommission\n    archivedAt\n    superAccount {\n      id\n      username\n      walletBalanceSantim\n    }\n    owners {\n      id\n      username\n      blocked\n      lastLoginAt\n    }\n  }\n"): (typeof documents)["\n  fragment OwnerGroupFields on OwnerGroupAdminView {\n    id\n    name\n    routeSlug\n    prefixes\n    cardSetIds\n    canEditCommission\n    archivedAt\n    superAccount {\n      id\n      username\n      walletBalanceSantim\n    }\n    owners {\n      id\n      username\n      blocked\n      lastLoginAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerGroups {\n    ownerGroups {\n      ...OwnerGroupFields\n    }\n    cardSets {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query OwnerGroups {\n    ownerGroups {\n      ...OwnerGroupFields\n    }\n    cardSets {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOwnerGroup($input: CreateOwnerGroupInput!) {\n    createOwnerGroup(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOwnerGroup($input: CreateOwnerGroupInput!) {\n    createOwnerGroup(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOwnerGroup($input: UpdateOwnerGroupInput!) {\n    updateOwnerGroup(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOwnerGroup($input: UpdateOwnerGroupInput!) {\n    updateOwnerGroup(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOwnerGroupArchived($groupId: Int!, $archived: Boolean!) {\n    setOwnerGroupArchived(groupId: $groupId, archived: $archived) {\n      id\n      archivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetOwnerGroupArchived($groupId: Int!, $archived: Boolean!) {\n    setOwnerGroupArchived(groupId: $groupId, archived: $archived) {\n      id\n      archivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOwnerAccount($input: CreateOwnerAccountInput!) {\n    createOwnerAccount(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOwnerAccount($input: CreateOwnerAccountInput!) {\n    createOwnerAccount(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOwnerAccountBlocked($ownerId: ID!, $blocked: Boolean!) {\n    setOwnerAccountBlocked(ownerId: $ownerId, blocked: $blocked) {\n      id\n      blocked\n    }\n  }\n"): (typeof documents)["\n  mutation SetOwnerAccountBlocked($ownerId: ID!, $blocked: Boolean!) {\n    setOwnerAccountBlocked(ownerId: $ownerId, blocked: $blocked) {\n      id\n      blocked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformSummary {\n    platformSummary {\n      revenue: revenueSantim\n      todayRevenue: todayRevenueSantim\n      platformShare\n      platformShareAmount: platformShareAmountSantim\n      platformFeesCharged: platformFeesChargedSantim\n      totalGames\n      gamesToday\n      hostCount\n      totalBetAmount: totalBetAmountSantim\n    }\n  }\n"): (typeof documents)["\n  query PlatformSummary {\n    platformSummary {\n      revenue: revenueSantim\n      todayRevenue: todayRevenueSantim\n      platformShare\n      platformShareAmount: platformShareAmountSantim\n      platformFeesCharged: platformFeesChargedSantim\n      totalGames\n      gamesToday\n      hostCount\n      totalBetAmount: totalBetAmountSantim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InspectAttempts {\n    inspectAttempts {\n      adminUsername\n      detectionMethod\n      address\n      userAgent\n      time\n    }\n  }\n"): (typeof documents)["\n  query InspectAttempts {\n    inspectAttempts {\n      adminUsername\n      detectionMethod\n      address\n      userAgent\n      time\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardSets {\n    cardSets {\n      id\n      name\n      cardCount\n      checksum\n    }\n  }\n"): (typeof documents)["\n  query CardSets {\n    cardSets {\n      id\n      name\n      cardCount\n      checksum\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportCardSet($id: Int!, $format: CardSetFormat!) {\n    exportCardSet(id: $id, format: $format) {\n      id\n      name\n      format\n      checksum\n      data\n    }\n  }\n"): (typeof documents)["\n  query ExportCardSet($id: Int!, $format: CardSetFormat!) {\n    exportCardSet(id: $id, format: $format) {\n      id\n      name\n      format\n      checksum\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportCardSet($input: ImportCardSetInput!) {\n    importCardSet(input: $input) {\n      id\n      name\n      cardCount\n      checksum\n    }\n  }\n"): (typeof documents)["\n  mutation ImportCardSet($input: ImportCardSetInput!) {\n    importCardSet(input: $input) {\n      id\n      name\n      cardCount\n      checksum\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PowerCampaigns {\n    powerCampaigns {\n      id\n      title\n      text\n      link\n      startsAt\n      endsAt\n      isActive\n      targetAll\n      targetHostIds\n      appearances\n      clicks\n    }\n  }\n"): (typeof documents)["\n  query PowerCampaigns {\n    powerCampaigns {\n      id\n      title\n      text\n      link\n      startsAt\n      endsAt\n      isActive\n      targetAll\n      targetHostIds\n      appearances\n      clicks\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePowerCampaign($input: PowerCampaignInput!) {\n    createPowerCampaign(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePowerCampaign($input: PowerCampaignInput!) {\n    createPowerCampaign(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePowerCampaign($id: ID!, $input: PowerCampaignInput!) {\n    updatePowerCampaign(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePowerCampaign($id: ID!, $input: PowerCampaignInput!) {\n    updatePowerCampaign(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdjustHostWallet($input: AdjustWalletInput!) {\n    adjustHostWallet(input: $input) {\n      walletBalance: walletBalanceSantim\n    }\n  }\n"): (typeof documents)["\n  mutation AdjustHostWallet($input: AdjustWalletInput!) {\n    adjustHostWallet(input: $input) {\n      walletBalance: walletBalanceSantim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Announcements {\n    announcements {\n      id\n      title\n      body\n      link\n      linkLabel\n      startsAt\n      endsAt\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query Announcements {\n    announcements {\n      id\n      title\n      body\n      link\n      linkLabel\n      startsAt\n      endsAt\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAnnouncement($input: AnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAnnouncement($input: AnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformPeriods {\n    platformPeriods {\n      last30Days {\n        date\n        profit: profitSantim\n        gamesCount\n      }\n      last12WeeksProfits {\n        week\n        profit: profitSantim\n      }\n      last12MonthsProfits {\n        month\n        profit: profitSantim\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlatformPeriods {\n    platformPeriods {\n      last30Days {\n        date\n        profit: profitSantim\n        gamesCount\n      }\n      last12WeeksProfits {\n        week\n        profit: profitSantim\n      }\n      last12MonthsProfits {\n        month\n        profit: profitSantim\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BonusLimits {\n    bonusLimits {\n      platformDefault {\n        maxPerGameSantim\n        maxShareBp\n        maxPerDaySantim\n      }\n      limits {\n        id\n        scope\n        targetId\n        targetName\n        maxPerGameSantim\n        maxShareBp\n        maxPerDaySantim\n        updatedAt\n      }\n      groups {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query BonusLimits {\n    bonusLimits {\n      platformDefault {\n        maxPerGameSantim\n        maxShareBp\n        maxPerDaySantim\n      }\n      limits {\n        id\n        scope\n        targetId\n        targetName\n        maxPerGameSantim\n        maxShareBp\n        maxPerDaySantim\n        updatedAt\n      }\n      groups {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBonusLimits($input: SetBonusLimitsInput!) {\n    setBonusLimits(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SetBonusLimits($input: SetBonusLimitsInput!) {\n    setBonusLimits(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearBonusLimits($id: ID!) {\n    clearBonusLimits(id: $id)\n  }\n"): (typeof documents)["\n  mutation ClearBonusLimits($id: ID!) {\n    clearBonusLimits(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HiddenHosts($filter: String) {\n    hiddenHosts(filter: $filter) {\n      id\n      username\n      hiddenBy\n      isBlocked\n      walletBalance: walletBalanceSantim\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query HiddenHosts($filter: String) {\n    hiddenHosts(filter: $filter) {\n      id\n      username\n      hiddenBy\n      isBlocked\n      walletBalance: walletBalanceSantim\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllApiTokens {\n    apiTokens(allAccounts: true) {\n      id\n      name\n      username\n      createdAt\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n"): (typeof documents)["\n  query AllApiTokens {\n    apiTokens(allAccounts: true) {\n      id\n      name\n      username\n      createdAt\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      active\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      active\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorAdmin {\n    twoFactorStatus {\n      requiredForOwners\n    }\n    twoFactorAccounts {\n      id\n      username\n      role\n      enrolled\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorAdmin {\n    twoFactorStatus {\n      requiredForOwners\n    }\n    twoFactorAccounts {\n      id\n      username\n      role\n      enrolled\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTwoFactorPolicy($input: TwoFactorPolicyInput!) {\n    setTwoFactorPolicy(input: $input)\n  }\n"): (typeof documents)["\n  mutation SetTwoFactorPolicy($input: TwoFactorPolicyInput!) {\n    setTwoFactorPolicy(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetTwoFactor($input: ResetTwoFactorInput!) {\n    resetTwoFactor(input: $input) {\n      id\n      enrolled\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  mutation ResetTwoFactor($input: ResetTwoFactorInput!) {\n    resetTwoFactor(input: $input) {\n      id\n      enrolled\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveAnnouncements {\n    activeAnnouncements {\n      id\n      title\n      body\n      link\n      linkLabel\n    }\n  }\n"): (typeof documents)["\n  query ActiveAnnouncements {\n    activeAnnouncements {\n      id\n      title\n      body\n      link\n      linkLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnomalyThresholdsFields on AnomalyThresholdsObject {\n    ownerGroupId\n    isDefault\n    minGames\n    abandonedRate\n    missedClaims\n    shiftDifferences\n    flaggedPayouts\n    cardWinPValue\n    shortGameRatio\n    shortGameRate\n    reprints\n    repairings\n  }\n"): (typeof documents)["\n  fragment AnomalyThresholdsFields on AnomalyThresholdsObject {\n    ownerGroupId\n    isDefault\n    minGames\n    abandonedRate\n    missedClaims\n    shiftDifferences\n    flaggedPayouts\n    cardWinPValue\n    shortGameRatio\n    shortGameRate\n    reprints\n    repairings\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Anomalies($startDate: String, $endDate: String) {\n    anomalies(startDate: $startDate, endDate: $endDate) {\n      startDate\n      endDate\n      hosts {\n        hostId\n        username\n        games\n        flags {\n          kind\n          value\n          threshold\n          cardNumber\n          plays\n          wins\n          expectedWins\n          pValue\n          trend {\n            day\n            value\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Anomalies($startDate: String, $endDate: String) {\n    anomalies(startDate: $startDate, endDate: $endDate) {\n      startDate\n      endDate\n      hosts {\n        hostId\n        username\n        games\n        flags {\n          kind\n          value\n          threshold\n          cardNumber\n          plays\n          wins\n          expectedWins\n          pValue\n          trend {\n            day\n            value\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnomalyThresholds {\n    anomalyThresholds {\n      ...AnomalyThresholdsFields\n    }\n  }\n"): (typeof documents)["\n  query AnomalyThresholds {\n    anomalyThresholds {\n      ...AnomalyThresholdsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAnomalyThresholds($input: AnomalyThresholdsInput!) {\n    setAnomalyThresholds(input: $input) {\n      ...AnomalyThresholdsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAnomalyThresholds($input: AnomalyThresholdsInput!) {\n    setAnomalyThresholds(input: $input) {\n      ...AnomalyThresholdsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnomalyEvidence($hostId: ID!, $kind: String!, $startDate: String, $endDate: String, $cardNumber: Int) {\n    anomalyEvidence(hostId: $hostId, kind: $kind, startDate: $startDate, endDate: $endDate, cardNumber: $cardNumber) {\n      hostId\n      kind\n      games {\n        gameId\n        publicCode\n        createdAt\n        endReason\n        calls\n        winningCard\n        missedClaims\n        totalStakesSantim\n        payoutSantim\n      }\n      shifts {\n        shiftId\n        openedAt\n        closedAt\n        expectedSantim\n        countedSantim\n        toleranceSantim\n      }\n      events {\n        label\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnomalyEvidence($hostId: ID!, $kind: String!, $startDate: String, $endDate: String, $cardNumber: Int) {\n    anomalyEvidence(hostId: $hostId, kind: $kind, startDate: $startDate, endDate: $endDate, cardNumber: $cardNumber) {\n      hostId\n      kind\n      games {\n        gameId\n        publicCode\n        createdAt\n        endReason\n        calls\n        winningCard\n        missedClaims\n        totalStakesSantim\n        payoutSantim\n      }\n      shifts {\n        shiftId\n        openedAt\n        closedAt\n        expectedSantim\n        countedSantim\n        toleranceSantim\n      }\n      events {\n        label\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n"): (typeof documents)["\n  query MyApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMyApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMyApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeMyApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      active\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeMyApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      active\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      username\n      adminId\n      role\n      twoFactorEnrolmentRequired\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      username\n      adminId\n      role\n      twoFactorEnrolmentRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValidateToken {\n    validateToken\n  }\n"): (typeof documents)["\n  query ValidateToken {\n    validateToken\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardMe {\n    me {\n      id\n      username\n      role\n      api\n      cardSet\n      walletBalance: walletBalanceSantim\n    }\n  }\n"): (typeof documents)["\n  query DashboardMe {\n    me {\n      id\n      username\n      role\n      api\n      cardSet\n      walletBalance: walletBalanceSantim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunningGame {\n    activeGame {\n      gameId\n      gameType\n      callsRevealed\n    }\n  }\n"): (typeof documents)["\n  query RunningGame {\n    activeGame {\n      gameId\n      gameType\n      callsRevealed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HostGames {\n    hostGames {\n      kind\n      gameId\n    }\n  }\n"): (typeof documents)["\n  subscription HostGames {\n    hostGames {\n      kind\n      gameId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardFreeGames {\n    freeGameSchedules {\n      id\n      scheduledDateTime\n    }\n    me {\n      id\n      commissionRate\n    }\n  }\n"): (typeof documents)["\n  query DashboardFreeGames {\n    freeGameSchedules {\n      id\n      scheduledDateTime\n    }\n    me {\n      id\n      commissionRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PairDisplay($input: PairDisplayInput!) {\n    pairDisplay(input: $input) {\n      token\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation PairDisplay($input: PairDisplayInput!) {\n    pairDisplay(input: $input) {\n      token\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DisplayFeed {\n    displayFeed {\n      hallName\n      hallCode\n      language\n      voice\n      voicePackUrl\n      announcements {\n        title\n        body\n      }\n      linkedJackpot {\n        name\n        amountSantim\n        lastWin {\n          hallName\n          amountSantim\n        }\n      }\n      game {\n        gameId\n        commitment\n        calledNumbers\n        paused\n        pauseReason\n        prizeSantim\n        winningPatterns\n        houseWin\n        claim {\n          cardNumber\n          isWinner\n          pattern\n          payoutSantim\n          prefixLength\n          cells\n          winningCells\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DisplayFeed {\n    displayFeed {\n      hallName\n      hallCode\n      language\n      voice\n      voicePackUrl\n      announcements {\n        title\n        body\n      }\n      linkedJackpot {\n        name\n        amountSantim\n        lastWin {\n          hallName\n          amountSantim\n        }\n      }\n      game {\n        gameId\n        commitment\n        calledNumbers\n        paused\n        pauseReason\n        prizeSantim\n        winningPatterns\n        houseWin\n        claim {\n          cardNumber\n          isWinner\n          pattern\n          payoutSantim\n          prefixLength\n          cells\n          winningCells\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecallGame($gameId: ID!) {\n    game(gameId: $gameId) {\n      gameId\n      status\n      hostId\n      commitment\n      calledNumbers\n      callSpeed\n      winningPatterns\n      houseWin\n      winningCalls\n      totalStakes: totalStakesSantim\n      commissionRate\n      freeAmount: freeAmountSantim\n      totalBonusAmount: totalBonusAmountSantim\n      playingCards {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        result\n        prefixLength\n        pattern\n        payout: payoutSantim\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecallGame($gameId: ID!) {\n    game(gameId: $gameId) {\n      gameId\n      status\n      hostId\n      commitment\n      calledNumbers\n      callSpeed\n      winningPatterns\n      houseWin\n      winningCalls\n      totalStakes: totalStakesSantim\n      commissionRate\n      freeAmount: freeAmountSantim\n      totalBonusAmount: totalBonusAmountSantim\n      playingCards {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        result\n        prefixLength\n        pattern\n        payout: payoutSantim\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BonusConfigs {\n    bonusConfigs {\n      id\n      name\n      description\n      bonusType\n      bonusValue\n      startDateTime\n      endDateTime\n      gameType\n      minPlayers\n      maxBonusAmount: maxBonusAmountSantim\n      minBonusAmount: minBonusAmountSantim\n      triggerType\n      triggerValue\n      dailyBonusLimit: dailyBonusLimitSantim\n      distributedCount\n      bonusPool: bonusPoolSantim\n      remainingBonusPool: remainingBonusPoolSantim\n      selectedDays\n      selectedTimeSlots\n      isActive\n      presetId\n    }\n  }\n"): (typeof documents)["\n  query BonusConfigs {\n    bonusConfigs {\n      id\n      name\n      description\n      bonusType\n      bonusValue\n      startDateTime\n      endDateTime\n      gameType\n      minPlayers\n      maxBonusAmount: maxBonusAmountSantim\n      minBonusAmount: minBonusAmountSantim\n      triggerType\n      triggerValue\n      dailyBonusLimit: dailyBonusLimitSantim\n      distributedCount\n      bonusPool: bonusPoolSantim\n      remainingBonusPool: remainingBonusPoolSantim\n      selectedDays\n      selectedTimeSlots\n      isActive\n      presetId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BonusPresets {\n    bonusPresets {\n      id\n      name\n      description\n      bonusType\n      bonusValue\n      gameType\n      minPlayers\n      maxBonusAmount: maxBonusAmountSantim\n      presetCategory\n      isGlobalPreset\n      presetPriority\n      isActive\n      editable\n    }\n  }\n"): (typeof documents)["\n  query BonusPresets {\n    bonusPresets {\n      id\n      name\n      description\n      bonusType\n      bonusValue\n      gameType\n      minPlayers\n      maxBonusAmount: maxBonusAmountSantim\n      presetCategory\n      isGlobalPreset\n      presetPriority\n      isActive\n      editable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BonusGames {\n    bonusGames {\n      gameId\n      date\n      baseAmount: baseAmountSantim\n      totalBonusAmount: totalBonusAmountSantim\n      appliedBonuses {\n        bonusId\n        bonusType\n        bonusValue\n        bonusAmount: bonusAmountSantim\n      }\n    }\n  }\n"): (typeof documents)["\n  query BonusGames {\n    bonusGames {\n      gameId\n      date\n      baseAmount: baseAmountSantim\n      totalBonusAmount: totalBonusAmountSantim\n      appliedBonuses {\n        bonusId\n        bonusType\n        bonusValue\n        bonusAmount: bonusAmountSantim\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DailyBonusStats($range: BonusStatsRangeInput) {\n    dailyBonusStats(range: $range) {\n      date\n      totalGames\n      totalBonusAmount: totalBonusAmountSantim\n    }\n  }\n"): (typeof documents)["\n  query DailyBonusStats($range: BonusStatsRangeInput) {\n    dailyBonusStats(range: $range) {\n      date\n      totalGames\n      totalBonusAmount: totalBonusAmountSantim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBonusConfig($input: BonusConfigInput!) {\n    createBonusConfig(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBonusConfig($input: BonusConfigInput!) {\n    createBonusConfig(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBonusConfig($id: ID!, $input: BonusConfigInput!) {\n    updateBonusConfig(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBonusConfig($id: ID!, $input: BonusConfigInput!) {\n    updateBonusConfig(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBonusConfig($id: ID!) {\n    deleteBonusConfig(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBonusConfig($id: ID!) {\n    deleteBonusConfig(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBonusPreset($input: BonusPresetInput!) {\n    createBonusPreset(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBonusPreset($input: BonusPresetInput!) {\n    createBonusPreset(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBonusPreset($id: ID!, $input: BonusPresetInput!) {\n    updateBonusPreset(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBonusPreset($id: ID!, $input: BonusPresetInput!) {\n    updateBonusPreset(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleBonusPreset($id: ID!) {\n    toggleBonusPreset(id: $id) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleBonusPreset($id: ID!) {\n    toggleBonusPreset(id: $id) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyBonusPreset($id: ID!) {\n    copyBonusPreset(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CopyBonusPreset($id: ID!) {\n    copyBonusPreset(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBonusPreset($id: ID!) {\n    deleteBonusPreset(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBonusPreset($id: ID!) {\n    deleteBonusPreset(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FreeGameSchedules {\n    freeGameSchedules {\n      id\n      scheduledDateTime\n      status\n    }\n  }\n"): (typeof documents)["\n  query FreeGameSchedules {\n    freeGameSchedules {\n      id\n      scheduledDateTime\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FreeGameHistory {\n    freeGameHistory {\n      id\n      scheduledDateTime\n      status\n      usedAt\n      gameCreatedAt\n    }\n  }\n"): (typeof documents)["\n  query FreeGameHistory {\n    freeGameHistory {\n      id\n      scheduledDateTime\n      status\n      usedAt\n      gameCreatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleFreeGame($input: ScheduleFreeGameInput!) {\n    scheduleFreeGame(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleFreeGame($input: ScheduleFreeGameInput!) {\n    scheduleFreeGame(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleFreeGamesBulk($input: BulkScheduleInput!) {\n    scheduleFreeGamesBulk(input: $input) {\n      count\n      refused {\n        scheduledDateTime\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleFreeGamesBulk($input: BulkScheduleInput!) {\n    scheduleFreeGamesBulk(input: $input) {\n      count\n      refused {\n        scheduledDateTime\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleFreeGamesRandom($input: RandomScheduleInput!) {\n    scheduleFreeGamesRandom(input: $input) {\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleFreeGamesRandom($input: RandomScheduleInput!) {\n    scheduleFreeGamesRandom(input: $input) {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleFreeGame($id: ID!, $input: ScheduleFreeGameInput!) {\n    rescheduleFreeGame(id: $id, input: $input) {\n      id\n      scheduledDateTime\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleFreeGame($id: ID!, $input: ScheduleFreeGameInput!) {\n    rescheduleFreeGame(id: $id, input: $input) {\n      id\n      scheduledDateTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelFreeGame($id: ID!) {\n    cancelFreeGame(id: $id)\n  }\n"): (typeof documents)["\n  mutation CancelFreeGame($id: ID!) {\n    cancelFreeGame(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAllFreeGames {\n    cancelAllFreeGames\n  }\n"): (typeof documents)["\n  mutation CancelAllFreeGames {\n    cancelAllFreeGames\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellGames($page: Int!) {\n    myGames(page: $page) {\n      page\n      totalPages\n      totalGames\n      games {\n        gameId\n        createdAt\n        gameType\n        bettingAmount: bettingAmountSantim\n        stakes: stakesSantim\n        players\n        status\n        totalStakes: totalStakesSantim\n        profit: profitSantim\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShellGames($page: Int!) {\n    myGames(page: $page) {\n      page\n      totalPages\n      totalGames\n      games {\n        gameId\n        createdAt\n        gameType\n        bettingAmount: bettingAmountSantim\n        stakes: stakesSantim\n        players\n        status\n        totalStakes: totalStakesSantim\n        profit: profitSantim\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellWallet {\n    me {\n      id\n      username\n      walletBalance: walletBalanceSantim\n    }\n  }\n"): (typeof documents)["\n  query ShellWallet {\n    me {\n      id\n      username\n      walletBalance: walletBalanceSantim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JackpotHistory {\n    jackpotHistory {\n      id\n      createdAt\n      amount: amountSantim\n      winnerCard\n    }\n  }\n"): (typeof documents)["\n  query JackpotHistory {\n    jackpotHistory {\n      id\n      createdAt\n      amount: amountSantim\n      winnerCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HouseStats {\n    houseGameStats {\n      totalGames\n      totalProfit: totalProfitSantim\n      houseWins\n      losingGames\n    }\n    houseDailyProfitLoss {\n      date\n      gamesCount\n      profit: profitSantim\n    }\n  }\n"): (typeof documents)["\n  query HouseStats {\n    houseGameStats {\n      totalGames\n      totalProfit: totalProfitSantim\n      houseWins\n      losingGames\n    }\n    houseDailyProfitLoss {\n      date\n      gamesCount\n      profit: profitSantim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HouseGamesByDay($hostId: ID!) {\n    houseGamesByDay(hostId: $hostId) {\n      date\n      games {\n        gameId\n        createdAt\n        bettingAmount: bettingAmountSantim\n        numberOfPlayers\n        houseCardCount\n        houseWin\n        status\n        profit: profitSantim\n      }\n    }\n  }\n"): (typeof documents)["\n  query HouseGamesByDay($hostId: ID!) {\n    houseGamesByDay(hostId: $hostId) {\n      date\n      games {\n        gameId\n        createdAt\n        bettingAmount: bettingAmountSantim\n        numberOfPlayers\n        houseCardCount\n        houseWin\n        status\n        profit: profitSantim\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStats {\n    hostStats {\n      totalProfit: totalProfitSantim\n      totalBetAmount: totalBetAmountSantim\n      totalGames\n      wallet: walletSantim\n      statsByPeriod {\n        date\n        gamesCount\n        profit: profitSantim\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminStats {\n    hostStats {\n      totalProfit: totalProfitSantim\n      totalBetAmount: totalBetAmountSantim\n      totalGames\n      wallet: walletSantim\n      statsByPeriod {\n        date\n        gamesCount\n        profit: profitSantim\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkedJackpots {\n    linkedJackpots {\n      id\n      name\n      amountSantim\n      accrualShare\n      callLimit\n      round\n      halls {\n        hostId\n        username\n      }\n      results {\n        kind\n        round\n        hostUsername\n        gameId\n        amountSantim\n        createdAt\n      }\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query LinkedJackpots {\n    linkedJackpots {\n      id\n      name\n      amountSantim\n      accrualShare\n      callLimit\n      round\n      halls {\n        hostId\n        username\n      }\n      results {\n        kind\n        round\n        hostUsername\n        gameId\n        amountSantim\n        createdAt\n      }\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkableHalls {\n    hosts {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  query LinkableHalls {\n    hosts {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLinkedJackpot($input: LinkedJackpotInput!) {\n    createLinkedJackpot(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLinkedJackpot($input: LinkedJackpotInput!) {\n    createLinkedJackpot(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLinkedJackpot($input: UpdateLinkedJackpotInput!) {\n    updateLinkedJackpot(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLinkedJackpot($input: UpdateLinkedJackpotInput!) {\n    updateLinkedJackpot(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MultiplierGameRow on StatsGame {\n    gameId\n    createdAt\n    stakes: stakesSantim\n    playingCards\n    totalStakes: totalStakesSantim\n    multiplier\n    winnerCard\n    payoutToWinner: payoutToWinnerSantim\n    profit: profitSantim\n    status\n  }\n"): (typeof documents)["\n  fragment MultiplierGameRow on StatsGame {\n    gameId\n    createdAt\n    stakes: stakesSantim\n    playingCards\n    totalStakes: totalStakesSantim\n    multiplier\n    winnerCard\n    payoutToWinner: payoutToWinnerSantim\n    profit: profitSantim\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProfitSummary on AdminMultiplierSummary {\n    id\n    adminUsername\n    totalProfit: totalProfitSantim\n    months {\n      month\n      profit: profitSantim\n      gamesCount\n      weeks {\n        week\n        profit: profitSantim\n        gamesCount\n        days {\n          date\n          profit: profitSantim\n          gamesCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProfitSummary on AdminMultiplierSummary {\n    id\n    adminUsername\n    totalProfit: totalProfitSantim\n    months {\n      month\n      profit: profitSantim\n      gamesCount\n      weeks {\n        week\n        profit: profitSantim\n        gamesCount\n        days {\n          date\n          profit: profitSantim\n          gamesCount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MultiplierSetup {\n    me {\n      id\n      walletBalance: walletBalanceSantim\n      commissionRate\n    }\n  }\n"): (typeof documents)["\n  query MultiplierSetup {\n    me {\n      id\n      walletBalance: walletBalanceSantim\n      commissionRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MultiplierHome($today: StatsRangeInput!) {\n    me {\n      id\n      walletBalance: walletBalanceSantim\n    }\n    activeGame {\n      gameId\n      gameType\n      callsRevealed\n    }\n    multiplierGames(range: $today) {\n      games {\n        gameId\n        ...MultiplierGameRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query MultiplierHome($today: StatsRangeInput!) {\n    me {\n      id\n      walletBalance: walletBalanceSantim\n    }\n    activeGame {\n      gameId\n      gameType\n      callsRevealed\n    }\n    multiplierGames(range: $today) {\n      games {\n        gameId\n        ...MultiplierGameRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BingoStats {\n    allMultiplierStats {\n      totalGames\n      totalProfit: totalProfitSantim\n      games {\n        gameId\n        createdAt\n        numberOfPlayers\n        totalStakes: totalStakesSantim\n        payoutToWinner: payoutToWinnerSantim\n        status\n      }\n      adminsSummary {\n        ...AdminProfitSummary\n      }\n    }\n    multiplierGameStats {\n      totalGames\n      totalBettingAmount: totalBettingAmountSantim\n      totalPayoutToWinners: totalPayoutToWinnersSantim\n      totalProfit: totalProfitSantim\n      averageProfit: averageProfitSantim\n      losingGames\n    }\n    multiplierDailyProfits {\n      date\n      profit: profitSantim\n    }\n  }\n"): (typeof documents)["\n  query BingoStats {\n    allMultiplierStats {\n      totalGames\n      totalProfit: totalProfitSantim\n      games {\n        gameId\n        createdAt\n        numberOfPlayers\n        totalStakes: totalStakesSantim\n        payoutToWinner: payoutToWinnerSantim\n        status\n      }\n      adminsSummary {\n        ...AdminProfitSummary\n      }\n    }\n    multiplierGameStats {\n      totalGames\n      totalBettingAmount: totalBettingAmountSantim\n      totalPayoutToWinners: totalPayoutToWinnersSantim\n      totalProfit: totalProfitSantim\n      averageProfit: averageProfitSantim\n      losingGames\n    }\n    multiplierDailyProfits {\n      date\n      profit: profitSantim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMultiplierStats {\n    multiplierGames {\n      totalGames\n      totalProfit: totalProfitSantim\n      games {\n        gameId\n        ...MultiplierGameRow\n      }\n    }\n    multiplierDailyProfits {\n      date\n      profit: profitSantim\n      gamesCount\n    }\n  }\n"): (typeof documents)["\n  query AdminMultiplierStats {\n    multiplierGames {\n      totalGames\n      totalProfit: totalProfitSantim\n      games {\n        gameId\n        ...MultiplierGameRow\n      }\n    }\n    multiplierDailyProfits {\n      date\n      profit: profitSantim\n      gamesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TopUpHost($input: TopUpInput!) {\n    topUpHost(input: $input) {\n      walletBalance: walletBalanceSantim\n    }\n  }\n"): (typeof documents)["\n  mutation TopUpHost($input: TopUpInput!) {\n    topUpHost(input: $input) {\n      walletBalance: walletBalanceSantim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOwnerGroup {\n    myOwnerGroup {\n      name\n      prefixes\n      canEditCommission\n      cardSetIds\n      superAccountWallet: superAccountWalletSantim\n    }\n  }\n"): (typeof documents)["\n  query MyOwnerGroup {\n    myOwnerGroup {\n      name\n      prefixes\n      canEditCommission\n      cardSetIds\n      superAccountWallet: superAccountWalletSantim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerRoute($path: String!) {\n    ownerRoute(path: $path)\n  }\n"): (typeof documents)["\n  query OwnerRoute($path: String!) {\n    ownerRoute(path: $path)\n  }\n"];
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
export function graphql(source: "\n  mutation RecordCardPrints($input: CardPrintsInput!) {\n    recordCardPrints(input: $input)\n  }\n"): (typeof documents)["\n  mutation RecordCardPrints($input: CardPrintsInput!) {\n    recordCardPrints(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGames($page: Int!) {\n    myGames(page: $page) {\n      page\n      totalPages\n      games {\n        gameId\n        createdAt\n        profit: profitSantim\n        status\n        gameType\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyGames($page: Int!) {\n    myGames(page: $page) {\n      page\n      totalPages\n      games {\n        gameId\n        createdAt\n        profit: profitSantim\n        status\n        gameType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostStats($range: StatsRangeInput) {\n    hostStats(range: $range) {\n      totalProfit: totalProfitSantim\n      statsByPeriod {\n        date\n        profit: profitSantim\n      }\n    }\n  }\n"): (typeof documents)["\n  query HostStats($range: StatsRangeInput) {\n    hostStats(range: $range) {\n      totalProfit: totalProfitSantim\n      statsByPeriod {\n        date\n        profit: profitSantim\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShiftRowFields on ShiftObject {\n    id\n    hostId\n    username\n    openedAt\n    closedAt\n    games\n    floatSantim\n    cashInSantim\n    cashOutSantim\n    freeSantim\n    bonusSantim\n    expectedSantim\n    countedSantim\n    differenceSantim\n    note\n    flaggedPayouts {\n      gameId\n      amountSantim\n      thresholdSantim\n      flaggedAt\n      acknowledgedAt\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment ShiftRowFields on ShiftObject {\n    id\n    hostId\n    username\n    openedAt\n    closedAt\n    games\n    floatSantim\n    cashInSantim\n    cashOutSantim\n    freeSantim\n    bonusSantim\n    expectedSantim\n    countedSantim\n    differenceSantim\n    note\n    flaggedPayouts {\n      gameId\n      amountSantim\n      thresholdSantim\n      flaggedAt\n      acknowledgedAt\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShiftList($hostId: ID, $startDate: String, $endDate: String) {\n    shifts(hostId: $hostId, startDate: $startDate, endDate: $endDate, limit: 500) {\n      ...ShiftRowFields\n    }\n  }\n"): (typeof documents)["\n  query ShiftList($hostId: ID, $startDate: String, $endDate: String) {\n    shifts(hostId: $hostId, startDate: $startDate, endDate: $endDate, limit: 500) {\n      ...ShiftRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShiftDetail($id: ID!) {\n    shift(id: $id) {\n      ...ShiftRowFields\n      floatCounts {\n        birr\n        count\n      }\n      countedCounts {\n        birr\n        count\n      }\n      corrections {\n        amountSantim\n        note\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShiftDetail($id: ID!) {\n    shift(id: $id) {\n      ...ShiftRowFields\n      floatCounts {\n        birr\n        count\n      }\n      countedCounts {\n        birr\n        count\n      }\n      corrections {\n        amountSantim\n        note\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShiftHalls {\n    hosts {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  query ShiftHalls {\n    hosts {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenFlaggedPayouts($hostId: ID) {\n    flaggedPayouts(hostId: $hostId, open: true) {\n      gameId\n      hostId\n      username\n      amountSantim\n      thresholdSantim\n      flaggedAt\n    }\n  }\n"): (typeof documents)["\n  query OpenFlaggedPayouts($hostId: ID) {\n    flaggedPayouts(hostId: $hostId, open: true) {\n      gameId\n      hostId\n      username\n      amountSantim\n      thresholdSantim\n      flaggedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcknowledgePayout($gameId: ID!, $note: String!) {\n    acknowledgePayout(gameId: $gameId, note: $note) {\n      gameId\n      acknowledgedAt\n      note\n    }\n  }\n"): (typeof documents)["\n  mutation AcknowledgePayout($gameId: ID!, $note: String!) {\n    acknowledgePayout(gameId: $gameId, note: $note) {\n      gameId\n      acknowledgedAt\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enrolled\n      required\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enrolled\n      required\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginTwoFactorEnrolment {\n    beginTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n"): (typeof documents)["\n  mutation BeginTwoFactorEnrolment {\n    beginTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoFactorEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoFactorEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicGame($ref: String!) {\n    publicGame(ref: $ref) {\n      gameId\n      publicCode\n      hallName\n      gameType\n      cardSetName\n      startedAt\n      status\n      endedAt\n      commitment\n      callSpeed\n      winningPatterns\n      calledNumbers\n      callsRevealed\n      paused\n      nextCallAt\n      serverTime\n      seed\n      cards {\n        paletteNumber\n        house\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        callIndex\n        result\n        pattern\n        payoutSantim\n      }\n      bettingAmountSantim\n      payoutToWinnerSantim\n      jackpotAwardedSantim\n      winningCard\n      winningCalls\n      houseWin\n      abandonedAtCall\n      pauseReason\n      missedClaims {\n        cardNumber\n        pattern\n        call\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicGame($ref: String!) {\n    publicGame(ref: $ref) {\n      gameId\n      publicCode\n      hallName\n      gameType\n      cardSetName\n      startedAt\n      status\n      endedAt\n      commitment\n      callSpeed\n      winningPatterns\n      calledNumbers\n      callsRevealed\n      paused\n      nextCallAt\n      serverTime\n      seed\n      cards {\n        paletteNumber\n        house\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        callIndex\n        result\n        pattern\n        payoutSantim\n      }\n      bettingAmountSantim\n      payoutToWinnerSantim\n      jackpotAwardedSantim\n      winningCard\n      winningCalls\n      houseWin\n      abandonedAtCall\n      pauseReason\n      missedClaims {\n        cardNumber\n        pattern\n        call\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoicePacks($hostId: ID) {\n    voicePacks(hostId: $hostId) {\n      id\n      name\n      hostId\n      hostUsername\n      previewUrl\n      events\n      sizeBytes\n      createdAt\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query VoicePacks($hostId: ID) {\n    voicePacks(hostId: $hostId) {\n      id\n      name\n      hostId\n      hostUsername\n      previewUrl\n      events\n      sizeBytes\n      createdAt\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoicePackHosts {\n    hosts {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  query VoicePackHosts {\n    hosts {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameVoicePack($packId: ID!, $name: String!) {\n    renameVoicePack(packId: $packId, name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RenameVoicePack($packId: ID!, $name: String!) {\n    renameVoicePack(packId: $packId, name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVoicePack($packId: ID!) {\n    deleteVoicePack(packId: $packId)\n  }\n"): (typeof documents)["\n  mutation DeleteVoicePack($packId: ID!) {\n    deleteVoicePack(packId: $packId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultVoicePack($hostId: ID, $packId: ID) {\n    setDefaultVoicePack(hostId: $hostId, packId: $packId) {\n      id\n      clipBaseUrl\n      events\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultVoicePack($hostId: ID, $packId: ID) {\n    setDefaultVoicePack(hostId: $hostId, packId: $packId) {\n      id\n      clipBaseUrl\n      events\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveGame {\n    activeGame {\n      gameId\n      gameType\n      status\n      callSpeed\n      calledNumbers\n      callsRevealed\n      paused\n      nextCallAt\n      serverTime\n      commitment\n      seed\n      bettingAmount: bettingAmountSantim\n      totalStakes: totalStakesSantim\n      stakes: stakesSantim\n      multiplier\n      payoutToWinner: payoutToWinnerSantim\n      baseAmount: baseAmountSantim\n      totalBonusAmount: totalBonusAmountSantim\n      freeAmount: freeAmountSantim\n      commissionRate\n      cardPaletteNumbers\n      winningPatterns\n      houseCardCount\n      houseWin\n      winningCard\n      winningCalls\n      wonAtCall\n      isJackpotGame\n      jackpotPool: jackpotPoolSantim\n      playingCards {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        result\n        prefixLength\n        payout: payoutSantim\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActiveGame {\n    activeGame {\n      gameId\n      gameType\n      status\n      callSpeed\n      calledNumbers\n      callsRevealed\n      paused\n      nextCallAt\n      serverTime\n      commitment\n      seed\n      bettingAmount: bettingAmountSantim\n      totalStakes: totalStakesSantim\n      stakes: stakesSantim\n      multiplier\n      payoutToWinner: payoutToWinnerSantim\n      baseAmount: baseAmountSantim\n      totalBonusAmount: totalBonusAmountSantim\n      freeAmount: freeAmountSantim\n      commissionRate\n      cardPaletteNumbers\n      winningPatterns\n      houseCardCount\n      houseWin\n      winningCard\n      winningCalls\n      wonAtCall\n      isJackpotGame\n      jackpotPool: jackpotPoolSantim\n      playingCards {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      claims {\n        cardNumber\n        result\n        prefixLength\n        payout: payoutSantim\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameClockFields on Game {\n    gameId\n    status\n    calledNumbers\n    callsRevealed\n    paused\n    nextCallAt\n    serverTime\n    houseWin\n    winningCard\n    winningCalls\n  }\n"): (typeof documents)["\n  fragment GameClockFields on Game {\n    gameId\n    status\n    calledNumbers\n    callsRevealed\n    paused\n    nextCallAt\n    serverTime\n    houseWin\n    winningCard\n    winningCalls\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameClock($gameId: ID!) {\n    game(gameId: $gameId) {\n      ...GameClockFields\n    }\n  }\n"): (typeof documents)["\n  query GameClock($gameId: ID!) {\n    game(gameId: $gameId) {\n      ...GameClockFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlayGame($gameId: ID!) {\n    playGame(gameId: $gameId) {\n      ...GameClockFields\n    }\n  }\n"): (typeof documents)["\n  mutation PlayGame($gameId: ID!) {\n    playGame(gameId: $gameId) {\n      ...GameClockFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseGame($gameId: ID!) {\n    pauseGame(gameId: $gameId) {\n      ...GameClockFields\n    }\n  }\n"): (typeof documents)["\n  mutation PauseGame($gameId: ID!) {\n    pauseGame(gameId: $gameId) {\n      ...GameClockFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckWinner($input: CheckWinnerInput!) {\n    checkWinner(input: $input) {\n      gameId\n      cardNumber\n      isWinner\n      locked\n      payout: payoutSantim\n      prefixLength\n      winnersOnCall\n      card {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      results {\n        pattern\n        isWinner\n        cells\n        completedAtCall\n        lastCalledNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckWinner($input: CheckWinnerInput!) {\n    checkWinner(input: $input) {\n      gameId\n      cardNumber\n      isWinner\n      locked\n      payout: payoutSantim\n      prefixLength\n      winnersOnCall\n      card {\n        paletteNumber\n        numbers {\n          B\n          I\n          N\n          G\n          O\n        }\n      }\n      results {\n        pattern\n        isWinner\n        cells\n        completedAtCall\n        lastCalledNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndGame($gameId: ID!) {\n    endGame(gameId: $gameId) {\n      gameId\n      status\n      seed\n      commitment\n      endedAt\n    }\n  }\n"): (typeof documents)["\n  mutation EndGame($gameId: ID!) {\n    endGame(gameId: $gameId) {\n      gameId\n      status\n      seed\n      commitment\n      endedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GameEvents($gameId: ID!) {\n    gameEvents(gameId: $gameId) {\n      kind\n      at\n      index\n      number\n      nextCallAt\n      claim {\n        cardNumber\n        isWinner\n      }\n      reason\n      missedClaim {\n        cardNumber\n        pattern\n        call\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription GameEvents($gameId: ID!) {\n    gameEvents(gameId: $gameId) {\n      kind\n      at\n      index\n      number\n      nextCallAt\n      claim {\n        cardNumber\n        isWinner\n      }\n      reason\n      missedClaim {\n        cardNumber\n        pattern\n        call\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCallerLanguage($input: CallerLanguageInput!) {\n    setCallerLanguage(input: $input) {\n      callerLanguage\n    }\n  }\n"): (typeof documents)["\n  mutation SetCallerLanguage($input: CallerLanguageInput!) {\n    setCallerLanguage(input: $input) {\n      callerLanguage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cards {\n    cards {\n      paletteNumber\n      numbers {\n        B\n        I\n        N\n        G\n        O\n      }\n    }\n  }\n"): (typeof documents)["\n  query Cards {\n    cards {\n      paletteNumber\n      numbers {\n        B\n        I\n        N\n        G\n        O\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintedCards {\n    printedCards {\n      cardSetId\n      cardSetName\n      cards {\n        paletteNumber\n        check\n        path\n      }\n    }\n    hallSettings {\n      hostId\n      hallName\n    }\n  }\n"): (typeof documents)["\n  query PrintedCards {\n    printedCards {\n      cardSetId\n      cardSetName\n      cards {\n        paletteNumber\n        check\n        path\n      }\n    }\n    hallSettings {\n      hostId\n      hallName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDisplayPairing {\n    createDisplayPairing {\n      code\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDisplayPairing {\n    createDisplayPairing {\n      code\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Displays {\n    displays {\n      displayId\n      name\n      pairedAt\n      lastSeenAt\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query Displays {\n    displays {\n      displayId\n      name\n      pairedAt\n      lastSeenAt\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeDisplay($displayId: ID!) {\n    revokeDisplay(displayId: $displayId) {\n      displayId\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeDisplay($displayId: ID!) {\n    revokeDisplay(displayId: $displayId) {\n      displayId\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DisplaySettings {\n    displaySettings {\n      voiceOnDisplay\n      voice\n    }\n  }\n"): (typeof documents)["\n  query DisplaySettings {\n    displaySettings {\n      voiceOnDisplay\n      voice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDisplayVoice($input: DisplayVoiceInput!) {\n    setDisplayVoice(input: $input) {\n      voiceOnDisplay\n      voice\n    }\n  }\n"): (typeof documents)["\n  mutation SetDisplayVoice($input: DisplayVoiceInput!) {\n    setDisplayVoice(input: $input) {\n      voiceOnDisplay\n      voice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartGame($input: StartGameInput!) {\n    startGame(input: $input) {\n      gameId\n      gameType\n      callSpeed\n      commitment\n    }\n  }\n"): (typeof documents)["\n  mutation StartGame($input: StartGameInput!) {\n    startGame(input: $input) {\n      gameId\n      gameType\n      callSpeed\n      commitment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChosenVoicePack {\n    chosenVoicePack {\n      id\n      clipBaseUrl\n      events\n    }\n  }\n"): (typeof documents)["\n  query ChosenVoicePack {\n    chosenVoicePack {\n      id\n      clipBaseUrl\n      events\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedHosts {\n    hosts {\n      id\n      username\n      walletBalance: walletBalanceSantim\n      isBlocked\n      commissionRate\n      cardSet\n      lastLoginAt\n      stats {\n        todayProfit: todayProfitSantim\n        gamesToday\n        weekProfit: weekProfitSantim\n        monthProfit: monthProfitSantim\n        totalProfit: totalProfitSantim\n        avgMonthProfit: avgMonthProfitSantim\n        avgAllTimeProfit: avgAllTimeProfitSantim\n        totalGames\n        last30Days {\n          date\n          profit: profitSantim\n          gamesCount\n        }\n        last12WeeksProfits {\n          week\n          profit: profitSantim\n        }\n        last12MonthsProfits {\n          month\n          profit: profitSantim\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManagedHosts {\n    hosts {\n      id\n      username\n      walletBalance: walletBalanceSantim\n      isBlocked\n      commissionRate\n      cardSet\n      lastLoginAt\n      stats {\n        todayProfit: todayProfitSantim\n        gamesToday\n        weekProfit: weekProfitSantim\n        monthProfit: monthProfitSantim\n        totalProfit: totalProfitSantim\n        avgMonthProfit: avgMonthProfitSantim\n        avgAllTimeProfit: avgAllTimeProfitSantim\n        totalGames\n        last30Days {\n          date\n          profit: profitSantim\n          gamesCount\n        }\n        last12WeeksProfits {\n          week\n          profit: profitSantim\n        }\n        last12MonthsProfits {\n          month\n          profit: profitSantim\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletTransactions {\n    walletTransactions {\n      date\n      toAdmin\n      amount: amountSantim\n      kind\n    }\n  }\n"): (typeof documents)["\n  query WalletTransactions {\n    walletTransactions {\n      date\n      toAdmin\n      amount: amountSantim\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostLastGames($hostId: ID, $limit: Int!) {\n    lastGames(hostId: $hostId, limit: $limit) {\n      gameId\n      createdAt\n      hostUsername\n      gameType\n      bettingAmount: bettingAmountSantim\n      stakes: stakesSantim\n      players\n      payoutToWinner: payoutToWinnerSantim\n      totalStakes: totalStakesSantim\n      profit: profitSantim\n      status\n      endReason\n      abandonedAtCall\n      missedClaims {\n        cardNumber\n        call\n      }\n    }\n  }\n"): (typeof documents)["\n  query HostLastGames($hostId: ID, $limit: Int!) {\n    lastGames(hostId: $hostId, limit: $limit) {\n      gameId\n      createdAt\n      hostUsername\n      gameType\n      bettingAmount: bettingAmountSantim\n      stakes: stakesSantim\n      players\n      payoutToWinner: payoutToWinnerSantim\n      totalStakes: totalStakesSantim\n      profit: profitSantim\n      status\n      endReason\n      abandonedAtCall\n      missedClaims {\n        cardNumber\n        call\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHostBlocked($hostId: ID!, $blocked: Boolean!) {\n    setHostBlocked(hostId: $hostId, blocked: $blocked) {\n      id\n      isBlocked\n    }\n  }\n"): (typeof documents)["\n  mutation SetHostBlocked($hostId: ID!, $blocked: Boolean!) {\n    setHostBlocked(hostId: $hostId, blocked: $blocked) {\n      id\n      isBlocked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterHost($input: RegisterHostInput!) {\n    registerHost(input: $input) {\n      id\n      username\n      walletBalance: walletBalanceSantim\n      cardSet\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterHost($input: RegisterHostInput!) {\n    registerHost(input: $input) {\n      id\n      username\n      walletBalance: walletBalanceSantim\n      cardSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCommissionRate($input: CommissionRateInput!) {\n    setCommissionRate(input: $input) {\n      id\n      commissionRate\n    }\n  }\n"): (typeof documents)["\n  mutation SetCommissionRate($input: CommissionRateInput!) {\n    setCommissionRate(input: $input) {\n      id\n      commissionRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostJackpot($hostId: ID!) {\n    jackpotPool(hostId: $hostId) {\n      hostId\n      amount: amountSantim\n      accrualShare\n      callLimit\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query HostJackpot($hostId: ID!) {\n    jackpotPool(hostId: $hostId) {\n      hostId\n      amount: amountSantim\n      accrualShare\n      callLimit\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJackpotSettings($input: JackpotSettingsInput!) {\n    updateJackpotSettings(input: $input) {\n      hostId\n      enabled\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateJackpotSettings($input: JackpotSettingsInput!) {\n    updateJackpotSettings(input: $input) {\n      hostId\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostHallSettings($hostId: ID!) {\n    hallSettings(hostId: $hostId) {\n      hostId\n      displayName\n      hallName\n      supportPhones\n      defaultLanguage\n      defaultVoice\n    }\n  }\n"): (typeof documents)["\n  query HostHallSettings($hostId: ID!) {\n    hallSettings(hostId: $hostId) {\n      hostId\n      displayName\n      hallName\n      supportPhones\n      defaultLanguage\n      defaultVoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHallSettings($input: HallSettingsInput!) {\n    updateHallSettings(input: $input) {\n      hostId\n      hallName\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHallSettings($input: HallSettingsInput!) {\n    updateHallSettings(input: $input) {\n      hostId\n      hallName\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;