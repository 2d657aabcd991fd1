/**
 * Table cells that become a card's lines below md: each row is a block, each cell a line, and a
 * cell with data-label shows its column's name with its value (the header row is visually hidden
 * there, still read by screen readers). Used where a table would otherwise scroll sideways on a
 * phone: the guides' tables, the Zinstabelle, the mortgage calculator, the evaluation scores.
 */
const cellBase = 'px-4 py-3 align-top';

export const stackedCell = `${cellBase} max-md:block max-md:px-0 max-md:py-1`;

/** A stacked cell that shows its data-label as a small heading below md. */
export const stackedLabelledCell = `${stackedCell} max-md:before:block max-md:before:text-xs max-md:before:font-normal max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]`;

/** A stacked cell for a short figure: its data-label on the left of the same line below md, the figure on the right. */
export const stackedFigureCell = `${cellBase} max-md:flex max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-0.5 max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]`;
