import LayoutShot

/// Names the views of a UIKit tree for frame dumps, snapshots and diagnostics, stable from run to
/// run.
///
/// A view keeps the name it was given (``UIView/init(_:)``); else it is named after its
/// `accessibilityIdentifier`; else after the stored property that holds it in its controller or in
/// the nearest superview whose class has one (`titleLabel`), a child controller's view after the
/// property holding the controller (`cardController.view`); else after its class and place among
/// its superview's subviews of that class (`UILabel[2] in header`). A name that two views would
/// share is prefixed with the owner's name (`header.titleLabel`), then numbered.
@MainActor
enum ViewNaming {
  /// Names `views`, a tree in tree order whose first view is named `topName` unless it has a name.
  static func name(_ views: [UIView], topName: String) {
    let top = views.first
    var properties = PropertyIndex()
    var candidates: [ObjectIdentifier: (name: String, owner: UIView?)] = [:]
    for view in views {
      if view.hasOwnName, let name = view.layoutShotView.name {
        candidates[ObjectIdentifier(view)] = (name, nil)
      } else if view === top {
        candidates[ObjectIdentifier(view)] = (topName, nil)
      } else if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
        candidates[ObjectIdentifier(view)] = (identifier, nil)
      } else if let (property, owner) = propertyName(of: view, in: &properties) {
        candidates[ObjectIdentifier(view)] = (property, owner)
      }
    }
    var counts: [String: Int] = [:]
    for candidate in candidates.values { counts[candidate.name, default: 0] += 1 }
    var used = Set<String>()
    for view in views {
      var name: String
      if let candidate = candidates[ObjectIdentifier(view)] {
        name = candidate.name
        if counts[name, default: 0] > 1, let owner = candidate.owner,
          let ownerName = owner.layoutShotView.name
        {
          name = "\(ownerName).\(name)"
        }
      } else {
        name = positionalName(of: view)
      }
      var unique = name
      var number = 2
      while used.contains(unique) {
        unique = "\(name) (\(number))"
        number += 1
      }
      used.insert(unique)
      view.layoutShotView.name = unique
    }
  }

  /// `UILabel[2] in header`: the view's class, its place among its superview's subviews of that
  /// class, and the superview's name.
  private static func positionalName(of view: UIView) -> String {
    let type = String(describing: Swift.type(of: view))
    guard let superview = view.superview else { return type }
    let siblings = superview.subviews.filter { Swift.type(of: $0) == Swift.type(of: view) }
    let index = siblings.firstIndex { $0 === view } ?? 0
    return
      "\(type)[\(index)] in \(superview.layoutShotView.name ?? String(describing: Swift.type(of: superview)))"
  }

  /// The stored property holding `view` in the nearest owner: a superview, or the controller of a
  /// superview's root view, checked from the nearest up.
  private static func propertyName(of view: UIView, in properties: inout PropertyIndex) -> (String, UIView?)?
  {
    var current = view.superview
    while let owner = current {
      if let controller = owner.owningController, let name = properties.label(of: view, in: controller) {
        return (name, owner)
      }
      if let name = properties.label(of: view, in: owner) { return (name, owner) }
      current = owner.superview
    }
    return nil
  }

  /// The views the stored properties of each owner hold, by the held view's identity, each with
  /// the label of the first property (of the owner's class, then its superclasses) that holds it;
  /// each owner reflected once, however many views ask.
  struct PropertyIndex {
    private var held: [ObjectIdentifier: [ObjectIdentifier: String]] = [:]

    /// The label of `owner`'s stored property whose value is `view`, if any.
    mutating func label(of view: UIView, in owner: AnyObject) -> String? {
      let key = ObjectIdentifier(owner)
      if let labels = held[key] { return labels[ObjectIdentifier(view)] }
      let labels = Self.labels(of: owner)
      held[key] = labels
      return labels[ObjectIdentifier(view)]
    }

    /// The labels of `object`'s stored properties that hold views: a lazy property by its name,
    /// and UIKit's own views by their UIKit names (`contentView`, `textLabel`).
    private static func labels(of object: AnyObject) -> [ObjectIdentifier: String] {
      var labels: [ObjectIdentifier: String] = [:]
      var mirror: Mirror? = Mirror(reflecting: object)
      while let current = mirror {
        for child in current.children {
          guard let label = child.label, let (view, suffix) = heldView(child.value) else { continue }
          let key = ObjectIdentifier(view)
          guard labels[key] == nil else { continue }
          let name = label.replacingOccurrences(of: "$__lazy_storage_$_", with: "")
          if name.hasPrefix("stored"), let first = name.dropFirst(6).first {
            labels[key] = first.lowercased() + name.dropFirst(7) + suffix
          } else {
            labels[key] = name + suffix
          }
        }
        mirror = current.superclassMirror
      }
      return labels
    }

    /// The view a property's value is, directly or as an optional (a cast from `Any` looks
    /// through optionals, so one cast finds both, with no mirror of the value), or the loaded root
    /// view of the child controller it is, named with `.view` after the property
    /// (`cardController.view`); with the suffix to add to the property's name.
    private static func heldView(_ value: Any) -> (UIView, String)? {
      if let view = value as? UIView { return (view, "") }
      // Naming runs on the main actor, with the views (``UIKitTree``).
      if let controller = value as? UIViewController,
        let view = MainActor.assumeIsolated({ controller.viewIfLoaded })
      {
        return (view, ".view")
      }
      return nil
    }
  }
}
