/// A button that turns a list's edit mode on and off, titled "Edit" in the tint colour (a
/// snapshot is not in edit mode).
///
/// ```swift
/// List { Rows() }.toolbar { EditButton() }
/// ```
public struct EditButton: View {
  /// An edit button.
  public init() {}

  /// A borderless "Edit" button.
  public var body: some View {
    Button("Edit") {}
  }
}
