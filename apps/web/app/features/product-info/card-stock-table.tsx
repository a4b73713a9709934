import {
  CARD_STOCKS,
  WRITING_TOOLS,
  type CardStockRating,
} from '@shop/domain/product-content/card-stocks';
import './product-info.css';

/** A mark per rating, for a quick scan; the word beside it carries the meaning. */
const RATING_MARK: Record<CardStockRating, string> = {
  Excellent: '◎',
  Good: '○',
  Poor: '△',
  'Not Recommended': '×',
};

const ratingClass = (rating: CardStockRating) =>
  `rating rating--${rating.toLowerCase().replace(/\s+/g, '-')}`;

/**
 * The business-card stock table (spec 000 §2 "stock measurement", 001 §2): finishing, thickness,
 * whiteness and how each stock takes pencil, marker, ball point and stamp. On a phone each stock
 * is a block of its own, each value under its column's name (`data-label`, product-info.css):
 * issue 28, five of the eight columns were off a 375 px screen with no sign of them.
 */
export function CardStockTable() {
  return (
    <div className="stock-table" role="region" aria-label="Stock measurement table" tabIndex={0}>
      <table>
        <caption>Stock measurement</caption>
        <thead>
          <tr>
            <th scope="col">Stock</th>
            <th scope="col">Finishing</th>
            <th scope="col">Thickness</th>
            <th scope="col">Whiteness</th>
            {WRITING_TOOLS.map((tool) => (
              <th key={tool.key} scope="col">
                {tool.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CARD_STOCKS.map((stock) => (
            <tr key={stock.materialId}>
              <th scope="row">{stock.name}</th>
              <td data-label="Finishing">{stock.finishing}</td>
              <td data-label="Thickness">{stock.thickness}</td>
              <td data-label="Whiteness">{stock.whiteness}</td>
              {WRITING_TOOLS.map((tool) => {
                const rating = stock.writing[tool.key];
                return (
                  <td key={tool.key} className={ratingClass(rating)} data-label={tool.label}>
                    <span className="rating__mark" aria-hidden="true">
                      {RATING_MARK[rating]}
                    </span>{' '}
                    {rating}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
