"""Where everything lies on the SenbaZuru table (scene units; at the fitted
zoom one scene unit is one logical pixel of the board view).

The board fills the space above the tray: its grid cells are as large as
the window allows for the tiles laid so far plus one free cell around them
(where the next tile may go, SBZ-4; none once the game is over), and the
grid is centred there, so it grows and recentres as the game goes on. The tray along the bottom holds,
left to right, the hand of the seat at the bottom (large tiles), the
display and the pile (SBZ-3, SBZ-7), and the other seat's hand (small
tiles); its tiles grow with the window's width up to a limit. Once every
tile is on the board the tray keeps only a line of words.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

from senji_desktop.games.senbazuru.model import DISPLAY_SIZE, HAND_SIZE, Cell, SenbaZuruView

# Tray sizes at factor 1 (scene units): own hand tile, display tile, other
# hand tile, gap between tiles, padding at the left and right.
OWN, DISPLAY_TILE, OTHER, GAP, PAD = 70.0, 58.0, 46.0, 12.0, 20.0
#: Room right of the pile for the other hand to start.
PILE_ROOM = 30.0
#: Width the tray needs at factor 1; narrower boards scale it down.
NATURAL_WIDTH = (PAD + HAND_SIZE * (OWN + GAP) + 14 + DISPLAY_SIZE * (DISPLAY_TILE + GAP) + 4
                 + DISPLAY_TILE + PILE_ROOM + HAND_SIZE * (OTHER + 6) + PAD)
#: The largest grid cell (scene units): a small board does not fill a large window.
MAX_CELL = 120.0
#: A tile's edge as a share of its cell.
TILE_SHARE = 0.9


@dataclass
class TableLayout:
    """The places of one table (see module docstring)."""

    scene_rect: QRectF
    #: Logical pixels per scene unit at the fitted zoom.
    scale: float
    board_area: QRectF
    #: Grid cell edge and the centre of cell (0, 0), scene units.
    cell: float
    origin: QPointF
    #: The grid's cells shown around the tiles: (min x, min y, max x, max y).
    span: tuple[int, int, int, int]
    tray: QRectF
    label_h: float
    own_label: QRectF
    own_hand: list[QRectF] = field(default_factory=list)
    display_label: QRectF = field(default_factory=QRectF)
    display: list[QRectF] = field(default_factory=list)
    pile: QRectF = field(default_factory=QRectF)
    pile_label: QRectF = field(default_factory=QRectF)
    other_label: QRectF = field(default_factory=QRectF)
    other_hand: list[QRectF] = field(default_factory=list)

    def centre(self, cell: Cell) -> QPointF:
        return QPointF(self.origin.x() + cell[0] * self.cell, self.origin.y() + cell[1] * self.cell)

    def tile_rect(self, cell: Cell) -> QRectF:
        """The rectangle of a tile lying on `cell`."""
        t = self.cell * TILE_SHARE
        c = self.centre(cell)
        return QRectF(c.x() - t / 2, c.y() - t / 2, t, t)

    def token_rect(self, cell: Cell) -> QRectF:
        """The crowned-crane token disc on the tile at `cell` (its top right corner)."""
        tile = self.tile_rect(cell)
        d = tile.width() * 0.36
        return QRectF(tile.right() - d * 0.95, tile.top() - d * 0.05, d, d)

    def cell_at(self, point: QPointF) -> Cell:
        return (round((point.x() - self.origin.x()) / self.cell),
                round((point.y() - self.origin.y()) / self.cell))

    def grid_cells(self) -> list[Cell]:
        """Every cell of the shown grid, row by row."""
        x0, y0, x1, y1 = self.span
        return [(x, y) for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)]


def compute_layout(view: SenbaZuruView, viewport: QSizeF, text_scale: float = 1.0,
                   min_text: float = 12.0) -> TableLayout:
    """The layout for `view` on a board view of `viewport` logical pixels;
    `min_text` is the smallest legible font (scene units), which sets the
    tray's label rows."""
    # The board view fits the scene leaving 2 pixels on every side: a scene
    # that much smaller is shown at exactly one pixel per unit.
    w, h = max(viewport.width() - 4, 320.0), max(viewport.height() - 4, 240.0)
    k = max(0.55, min(w / NATURAL_WIDTH, h / 560.0, 1.45))
    own_t, disp_t, other_t, gap = OWN * k, DISPLAY_TILE * k, OTHER * k, GAP * k
    label_h = max(24.0 * k, min_text * 1.5, 14.0 * text_scale * 1.5)
    tray_h = label_h + own_t + label_h + 18.0 * k
    if view.display is None and not any(view.hand_sizes):
        # Every tile is on the board: the tray keeps only its words.
        tray_h = 2 * label_h + 16.0 * k
    tray = QRectF(0, h - tray_h, w, tray_h)
    board = QRectF(0, 0, w, h - tray_h)

    xs = [b.x for b in view.board] or [0]
    ys = [b.y for b in view.board] or [0]
    # A free cell around the tiles while one may still be placed there.
    ring = 0 if view.phase == "over" else 1
    span = (min(xs) - ring, min(ys) - ring, max(xs) + ring, max(ys) + ring)
    cols, rows = span[2] - span[0] + 1, span[3] - span[1] + 1
    cell = min(board.width() / (cols + 0.4), board.height() / (rows + 0.3), MAX_CELL)
    mid_x, mid_y = (span[0] + span[2]) / 2, (span[1] + span[3]) / 2
    origin = QPointF(board.center().x() - mid_x * cell, board.center().y() - mid_y * cell)

    top = tray.top() + label_h + 4.0 * k
    own_x = PAD * k
    display_x = own_x + HAND_SIZE * (own_t + gap) + 14 * k
    pile_x = display_x + DISPLAY_SIZE * (disp_t + gap) + 4 * k
    other_x = max(pile_x + disp_t + PILE_ROOM * k,
                  w - HAND_SIZE * (other_t + 6 * k) - PAD * k)
    label_top = tray.top() + 2
    layout = TableLayout(
        scene_rect=QRectF(0, 0, w, h), scale=1.0, board_area=board, cell=cell, origin=origin,
        span=span, tray=tray, label_h=label_h,
        own_label=QRectF(own_x, label_top, display_x - own_x - 10 * k, label_h - 2))
    layout.own_hand = [QRectF(own_x + i * (own_t + gap), top, own_t, own_t)
                       for i in range(HAND_SIZE)]
    disp_top = top + (own_t - disp_t) / 2
    layout.display_label = QRectF(display_x, label_top, pile_x - display_x, label_h - 2)
    layout.display = [QRectF(display_x + i * (disp_t + gap), disp_top, disp_t, disp_t)
                      for i in range(DISPLAY_SIZE)]
    layout.pile = QRectF(pile_x, disp_top, disp_t, disp_t)
    room = min(disp_t + 2 * PILE_ROOM * k, 2 * (other_x - 4 - pile_x - disp_t / 2))
    layout.pile_label = QRectF(pile_x + disp_t / 2 - room / 2, top + own_t + 2, room,
                               label_h - 2)
    layout.other_label = QRectF(other_x, label_top, w - other_x - 6, label_h - 2)
    other_top = top + (own_t - other_t) / 2
    layout.other_hand = [QRectF(other_x + i * (other_t + 6 * k), other_top, other_t, other_t)
                         for i in range(HAND_SIZE)]
    return layout
