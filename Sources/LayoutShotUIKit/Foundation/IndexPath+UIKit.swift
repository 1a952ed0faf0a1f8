import Foundation
import LayoutShot

/// UIKit's index-path accessors (`IndexPath(row:section:)`, `row`, `item`, `section`), which
/// Foundation on Linux does not have: the first index is the section, the second the row or item.
///
/// ```swift
/// let indexPath = IndexPath(row: 2, section: 0)
/// indexPath.row      // 2
/// indexPath.section  // 0
/// ```
extension IndexPath {
  /// The index path of `row` in `section`.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The index path of `item` in `section`.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in the section: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item in the section: the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
