// SwiftUI re-exports Foundation (with `CGFloat`, `CGSize`, `CGPoint`, `CGRect`) and Observation, so
// that view files and `@Observable` models compile with `import SwiftUI` alone; this face does the
// same.
@_exported import Foundation
// On iOS `import SwiftUI` brings UIKit too: a file with a `UIViewRepresentable` or a
// `UIHostingController` often imports SwiftUI alone. This face brings LayoutShotUIKit the same way.
@_exported import LayoutShotUIKit
@_exported import Observation
