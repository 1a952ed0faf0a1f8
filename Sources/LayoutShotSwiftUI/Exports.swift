// SwiftUI re-exports Foundation (with `CGFloat`, `CGSize`, `CGPoint`, `CGRect`) and Observation, so
// that view files and `@Observable` models compile with `import SwiftUI` alone; this face does the
// same.
@_exported import Foundation
@_exported import Observation
