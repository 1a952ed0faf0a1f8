import LayoutShot

/// A cell's state for its configurations (`UICellConfigurationState`): a view's state and the
/// cell's own — editing, expanded, swiped, reordering, dragged or a drop target.
///
/// A cell hands it to ``UITableViewCell/updateConfiguration(using:)`` and its
/// ``UITableViewCell/configurationUpdateHandler`` before it is laid out.
///
/// ```swift
/// override func updateConfiguration(using state: UICellConfigurationState) {
///   var content = defaultContentConfiguration().updated(for: state)
///   content.text = item.title
///   content.textProperties.color = state.isSelected ? .systemBlue : .label
///   contentConfiguration = content
/// }
/// ```
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// The cell's traits.
  public var traitCollection: UITraitCollection
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell has the focus.
  public var isFocused = false
  /// Whether the cell is pinned.
  public var isPinned = false
  /// Whether the cell is editing.
  public var isEditing = false
  /// Whether the cell's outline item is expanded.
  public var isExpanded = false
  /// Whether the cell shows swipe actions.
  public var isSwiped = false
  /// Whether the cell is being reordered.
  public var isReordering = false
  /// Whether the cell is being dragged.
  public var cellDragState = DragState.none
  /// Whether the cell is the target of a drop.
  public var cellDropState = DropState.none
  private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]
  /// The list the cell is in, which the adaptive list configurations (`cell()`, `header()`…)
  /// take their look from, as UIKit reads it from the traits' list environment.
  var listAppearance = ListAppearance.plain

  /// A state with `traitCollection` and nothing else set.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// The app's value for `key`, if any.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }

  /// A cell's drag state (`UICellConfigurationState.DragState`).
  public typealias DragState = UICellConfigurationDragState
  /// A cell's drop state (`UICellConfigurationState.DropState`).
  public typealias DropState = UICellConfigurationDropState
}
