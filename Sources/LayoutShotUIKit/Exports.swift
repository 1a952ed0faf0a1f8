// LayoutShotUIKit is the UIKit-shaped face of LayoutShot: a file that imports it in place of UIKit
// compiles as it is and lays out in LayoutShot. Like UIKit it brings Foundation (`CGFloat`,
// `CGRect`, `NSObject`, `NSAttributedString`), and it brings LayoutShot itself, so the same file can
// also use LayoutShot's own names.
//
// ```swift
// #if canImport(UIKit)
// import UIKit
// #else
// import LayoutShotUIKit
// #endif
// ```

@_exported import Foundation
@_exported import LayoutShot
