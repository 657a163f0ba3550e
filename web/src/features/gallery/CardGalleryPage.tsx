import { Box, Center, Container, Group, Loader, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../../account/layout/AppHeader';
import { CardFace, toCoreCard } from '../../game/cards/CardFace';
import { GalleryPrint } from '../../game/cards/GalleryPrint';
import { useCards } from '../../game/cards/operations';

/** /cards: the gallery on its own page, under the app header. */
export function CardGalleryPage() {
  return (
    <Box>
      <AppHeader />
      <Container size="xl" py="md">
        <CardGallery />
      </Container>
    </Box>
  );
}

/**
 * All cards sorted by paletteNumber, "Card No. N", and "Cartella" + paletteNumber when data exists.
 * Also the host shell's Cards view (/all-cards), inside the shell's menu.
 */
export function CardGallery() {
  const { t } = useTranslation();
  const { data, loading } = useCards();
  const power = window.location.href.toLowerCase().includes('power');
  const cards = [...(data?.cards ?? [])].sort((a, b) => a.paletteNumber - b.paletteNumber);
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>{t('gallery.title')}</Title>
        {cards.length > 0 && <GalleryPrint />}
      </Group>
      {loading && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4, lg: 5 }} data-testid="card-gallery">
        {cards.map((c) => (
          <Paper key={c.paletteNumber} withBorder p="xs" radius="md" bg={power ? 'violet.0' : undefined}>
            <Text fw={700} mb={4}>
              {t('gallery.cardNo', { n: c.paletteNumber })}
            </Text>
            <CardFace card={toCoreCard(c)} size="sm" />
            <Text size="xs" c="dimmed" mt={4}>
              {t('cartella', { n: c.paletteNumber })}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
