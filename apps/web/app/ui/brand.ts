export const SHOP_NAME = 'Peel & Press';
