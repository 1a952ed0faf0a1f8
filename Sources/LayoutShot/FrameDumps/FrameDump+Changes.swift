// Comparing two frame dumps view by view.

extension FrameDump {
  /// What changed from this dump to `other`: the screen first, then each view in this dump's
  /// order (its frame's x, y, width and height, its parent, whether it is gone), then the views
  /// only `other` has, then the diagnostics.
  ///
  /// Views are matched by name; a name that appears more than once is matched by its order of
  /// appearance. Numbers compare as the dump rounds them, so an unchanged layout has no changes.
  ///
  /// - Complexity: O(*n*) in the number of views, with hashing.
  package func changes(to other: FrameDump) -> [FrameChange] {
    var changes = screenChanges(to: other)
    let newer = Self.keyed(other.views)
    let newerByKey = Dictionary(newer.map { ($0.key, $0.view) }, uniquingKeysWith: { first, _ in first })
    var matched = Set<ViewKey>()
    for (key, view) in Self.keyed(views) {
      guard let counterpart = newerByKey[key] else {
        changes.append(.removed(view: view.name, frame: view.frame))
        continue
      }
      matched.insert(key)
      let pairs: [(FrameChange.Attribute, Double, Double)] = [
        (.x, view.frame.minX, counterpart.frame.minX), (.y, view.frame.minY, counterpart.frame.minY),
        (.width, view.frame.width, counterpart.frame.width),
        (.height, view.frame.height, counterpart.frame.height),
      ]
      for (attribute, old, new) in pairs where !Self.same(old, new) {
        changes.append(.moved(view: view.name, attribute: attribute, from: old, to: new))
      }
      if view.parent != counterpart.parent {
        changes.append(.reparented(view: view.name, from: view.parent, to: counterpart.parent))
      }
    }
    for (key, view) in newer where !matched.contains(key) {
      changes.append(.added(view: view.name, frame: view.frame))
    }
    changes += other.diagnostics.filter { !diagnostics.contains($0) }.map(FrameChange.diagnosticAdded)
    changes += diagnostics.filter { !other.diagnostics.contains($0) }.map(FrameChange.diagnosticRemoved)
    return changes
  }

  private func screenChanges(to other: FrameDump) -> [FrameChange] {
    var changes: [FrameChange] = []
    func compare(_ field: String, _ old: String, _ new: String) {
      if old != new { changes.append(.screen(field: field, from: old, to: new)) }
    }
    compare("device", device, other.device)
    compare("orientation", orientation, other.orientation)
    compare("variant", variant, other.variant)
    compare("size", Self.text(size), Self.text(other.size))
    compare("scale", NumberText.points(scale), NumberText.points(other.scale))
    compare("safe area", Self.text(safeArea), Self.text(other.safeArea))
    return changes
  }

  /// A view's name with the number of earlier views of the same name.
  private struct ViewKey: Hashable {
    var name: String
    var occurrence: Int
  }

  private static func keyed(_ views: [View]) -> [(key: ViewKey, view: View)] {
    var seen: [String: Int] = [:]
    return views.map { view in
      let occurrence = seen[view.name, default: 0]
      seen[view.name] = occurrence + 1
      return (ViewKey(name: view.name, occurrence: occurrence), view)
    }
  }

  /// Equal, or both not numbers (a frame that was not finite in both dumps).
  private static func same(_ a: Double, _ b: Double) -> Bool {
    a == b || (a.isNaN && b.isNaN)
  }

  private static func text(_ size: Size) -> String {
    "\(NumberText.points(size.width))×\(NumberText.points(size.height))"
  }

  private static func text(_ insets: EdgeInsets) -> String {
    [insets.top, insets.left, insets.bottom, insets.right].map { NumberText.points($0) }.joined(
      separator: ", ")
  }
}
