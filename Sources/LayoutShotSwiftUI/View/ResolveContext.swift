/// What a view is resolved in: the environment it reads, and the content a modifier's `body`
/// stands for while it is resolved.
@MainActor
struct ResolveContext {
  /// The environment the view reads (`@Environment`, fonts, colours).
  var environment: EnvironmentValues
  /// Resolves the content of the view modifier whose body is being resolved
  /// (``_ViewModifier_Content``); `nil` outside a modifier's body.
  var modifierContent: ((ResolveContext) -> [LayoutNode])?
  /// The axis of the stack the views are directly in, which a `Spacer` or `Divider` follows;
  /// `nil` outside a stack.
  var stackAxis: Axis?
  /// Whether a `Section` among the views stays one ``SectionNode`` for the container to lay out
  /// (a list, a form, a lazy stack set it for their direct content) rather than its parts in order.
  var keepsSections = false
  /// Whether a `ForEach` among the views may become one ``LazyItemsNode`` that makes its
  /// elements' nodes on demand (a list sets it for its direct content); it lasts through the
  /// views that pass it on (``PassesLazyItems``) and custom views' bodies.
  var allowsLazyItems = false
  /// How a kept section's header is drawn in the container (a list's footnote-sized, secondary,
  /// upper-cased title): a change to its environment, `nil` for none.
  var sectionHeaderStyle: (@MainActor (inout EnvironmentValues) -> Void)?
  /// How a kept section's footer is drawn in the container, as ``sectionHeaderStyle`` for the
  /// header.
  var sectionFooterStyle: (@MainActor (inout EnvironmentValues) -> Void)?
  /// What a presented view says about its sheet; `nil` outside a presented view.
  var presentationSettings: PresentationSettings?
  /// What a split view's column says about its width; `nil` outside a column.
  var splitColumn: SplitColumnSettings?
  /// Where the views' problems go (shared by every context made from this one).
  let problems = ResolveProblems()
  /// The sheets and covers the views ask to present (shared by every context made from this one).
  let presentations = PresentationRequests()

  /// A context with `environment` and no modifier content.
  init(environment: EnvironmentValues) {
    self.environment = environment
  }

  /// Whether `subject` (a view or a view modifier) may make its body here: when it needs an
  /// environment object that is missing, the problem is recorded and it may not.
  func mayMakeBody(of subject: Any) -> Bool {
    guard let missing = environment.missingObjectType(neededBy: subject) else { return true }
    problems.record(.missingEnvironmentObject(view: String(describing: type(of: subject)), type: missing))
    return false
  }

  /// The nodes `view` lays out as: its own for a primitive view, else its body's, read with the
  /// environment in place so that `@Environment` properties see it.
  ///
  /// Each lays its children out in this environment's direction unless it was made in another.
  func nodes<V: View>(of view: V) -> [LayoutNode] {
    var context = self
    if allowsLazyItems, view is any PrimitiveView,
      !((view as? any PassesLazyItems)?.passesLazyItems ?? false),
      !(view is any LazyItemsSource)
    {
      context.allowsLazyItems = false
    }
    let nodes = context.makeNodes(of: view)
    for node in nodes where node.layoutDirection == nil { node.layoutDirection = environment.layoutDirection }
    return nodes
  }

  private func makeNodes<V: View>(of view: V) -> [LayoutNode] {
    if let primitive = view as? any PrimitiveView {
      return primitive.makeNodes(in: self)
    }
    if let representable = view as? any UIViewRepresentable {
      return [representable.makeRepresentedNode(in: self)]
    }
    if let representable = view as? any UIViewControllerRepresentable {
      return [representable.makeRepresentedNode(in: self)]
    }
    if let shape = view as? any Shape {
      return [
        ShapeNode(
          kind: String(describing: V.self), shape: shape,
          drawing: .fill(environment.foregroundStyle(level: 0), eoFill: false))
      ]
    }
    guard mayMakeBody(of: view) else { return [] }
    let body = EnvironmentValues.$current.withValue(environment) { view.body }
    let nodes = self.nodes(of: body)
    if nodes.count == 1, nodes[0].sourceType == nil {
      nodes[0].sourceType = String(describing: V.self)
    }
    return nodes
  }

  /// This context with `change` applied to its environment.
  func withEnvironment(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
    var context = self
    change(&context.environment)
    return context
  }
}
