export const PRODUCT_NAME = 'Bingo Hall';
