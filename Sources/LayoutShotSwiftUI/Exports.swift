// SwiftUI re-exports Foundation (with `CGFloat`, `CGSize`, `CGPoint`, `CGRect`) and Observation, so
// that view files and `@Observable` models compile with `import SwiftUI` alone; this face does the
// same.
@_exported import Foundation
@_exported import Observation

// SwiftUI's text-input modifiers take UIKit's kinds of keyboard and content, which `import SwiftUI`
// brings on iOS; this face brings the same two from the core, shared with LayoutShotUIKit.
@_exported import enum LayoutShot.UIKeyboardType
@_exported import struct LayoutShot.UITextContentType
