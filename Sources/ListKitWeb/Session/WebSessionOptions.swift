import ListUI

/// How a ``WebSession`` shows its views: motion, message limits and the page's first size.
public struct WebSessionOptions: Sendable, Equatable {
  /// Whether changes are shown at once, without transitions, whatever the page prefers; the
  /// examples' `--reduce-motion`. When `false`, the page's own `prefers-reduced-motion`, sent in
  /// its hello, still turns the transitions off.
  public var reducesMotion: Bool

  /// The largest message the session takes from the page, in bytes of UTF-8; a longer one is
  /// dropped with a log line.
  public var maximumMessageBytes: Int

  /// The title on the left of the page's title bar.
  public var title: String

  /// The size the views are laid out at, in character cells, until the page's hello says its
  /// own.
  public var columns: Int

  /// The rows of the size the views are laid out at until the page's hello says its own: the
  /// title bar, the screen and the status line.
  public var rows: Int

  /// The most frames the session draws in a second, over time: two frames in a row are drawn at
  /// once (a key's echo, then what it did), and then frames come a frame interval apart.
  public var maximumFrameRate: Double

  /// What the screens' coordinates measure: `LayoutUnits.cells` (the default), each a
  /// monospace cell of the page, or `LayoutUnits.points`, as UIKit and IGListKit apps are
  /// sized, where a point is a CSS pixel: the page sizes its monospace cell to the units'
  /// `cellSize` in pixels, 8 by 17 by default.
  public var layoutUnits: LayoutUnits

  /// Options with their defaults: motion as the page prefers, messages up to 64 KiB, no title,
  /// 80 by 24 cells, 60 frames a second, screens sized in cells.
  public init(
    reducesMotion: Bool = false, maximumMessageBytes: Int = 65_536, title: String = "",
    columns: Int = 80, rows: Int = 24, maximumFrameRate: Double = 60,
    layoutUnits: LayoutUnits = .cells
  ) {
    self.layoutUnits = layoutUnits
    self.reducesMotion = reducesMotion
    self.maximumMessageBytes = maximumMessageBytes
    self.title = title
    self.columns = columns
    self.rows = rows
    self.maximumFrameRate = maximumFrameRate
  }
}
