import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './card.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import { ImportCardSetInput } from './card.inputs';
import { CardSetExport, CardSetFormatEnum, CardSetView, CardView, PrintedCards, cardOut } from './card.types';
import { printedCards } from './card-print';

@Resolver()
export class CardResolver {
  @Authorized()
  @Query(() => [CardView], { description: 'Your card set, sorted by paletteNumber (GET /card/getCards).' })
  async cards(@Ctx() ctx: GraphQLContext): Promise<CardView[]> {
    return (await ctx.services.cards.cardsOf(requireActor(ctx))).map(cardOut);
  }

  @Authorized()
  @Query(() => CardView, { description: 'One card of your set by paletteNumber; "Card not found" otherwise.' })
  async card(@Arg('paletteNumber', () => Int) paletteNumber: number, @Ctx() ctx: GraphQLContext): Promise<CardView> {
    return cardOut(await ctx.services.cards.cardOf(requireActor(ctx), paletteNumber));
  }

  @Authorized()
  @Query(() => PrintedCards, {
    description:
      'Check codes of your cards for printing (GET /card/checks), the given paletteNumbers or every card of your set.',
  })
  printedCards(
    @Arg('paletteNumbers', () => [Int], { nullable: true }) paletteNumbers: number[] | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PrintedCards> {
    return printedCards(ctx.services.cards, ctx.services.cardChecks, requireActor(ctx), paletteNumbers);
  }

  @Authorized('SUPER_ADMIN')
  @Query(() => [CardSetView], { description: 'Every card set with its checksum.' })
  cardSets(@Ctx() ctx: GraphQLContext): Promise<CardSetView[]> {
    return ctx.services.cards.listSets();
  }

  @Authorized('SUPER_ADMIN')
  @Query(() => CardSetExport, { description: 'Any card set as JSON or CSV text, with its checksum.' })
  exportCardSet(
    @Arg('id', () => Int) id: number,
    @Arg('format', () => CardSetFormatEnum, { defaultValue: CardSetFormatEnum.json }) format: CardSetFormatEnum,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CardSetExport> {
    return ctx.services.cards.exportSet(id, format) as Promise<CardSetExport>;
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => CardSetView, {
    description: "Import a hall's printed card set (validated by the rules core); answers its checksum.",
  })
  importCardSet(
    @Arg('input', () => ImportCardSetInput) input: ImportCardSetInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CardSetView> {
    return ctx.services.cards.importSet(requireActor(ctx), input);
  }
}
