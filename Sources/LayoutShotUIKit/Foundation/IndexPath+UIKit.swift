/// UIKit's names for the two indexes of an index path into a table or collection view: the
/// section first, then the row or item.
///
/// ```swift
/// let third = IndexPath(item: 2, section: 0)
/// third.item      // 2
/// third.section   // 0
/// ```
extension IndexPath {
  /// An index path to `item` in `section` (a collection view's element).
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// An index path to `row` in `section` (a table view's row).
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The item within the section: the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The row within the section: the second index, as a table names it.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
