// LayoutShotUIKit is the UIKit-shaped face of LayoutShot: a file that imports it in place of UIKit
// compiles as it is and lays out in LayoutShot. Like UIKit it brings Foundation (`CGFloat`,
// `CGRect`, `NSObject`, `NSAttributedString`).
//
// ```swift
// #if canImport(UIKit)
// import UIKit
// #else
// import LayoutShotUIKit
// #endif
// ```
//
// It also brings the names of LayoutShot's pipeline (`Variant`, `Screen`, `Device`, `LayoutProgram`,
// `SolvedLayout`, `Rect`, …), so that a file registering or testing UIKit layouts needs no other
// import; but not the LayoutShot names that SwiftUI also declares (`View`, `Button`, `Label`,
// `Layout`, `ScrollView`, `ContentMode`, `ContentSizeCategory`, `LayoutDirection`, `Color`, `Font`,
// `Path`, …): a file that imports UIKit and SwiftUI, as a file hosting SwiftUI in a controller does,
// must find SwiftUI's. A file that uses LayoutShot's Auto Layout DSL or its `~` priority operator
// imports `LayoutShot` itself.

@_exported import Foundation

@_exported import struct Geometry.Point
@_exported import struct Geometry.Rect
@_exported import struct Geometry.Size
@_exported import struct LayoutShot.AnyLayoutProgram
@_exported import struct LayoutShot.AttributedRun
@_exported import struct LayoutShot.AutoresizingMask
@_exported import enum LayoutShot.ConstraintFormat
@_exported import struct LayoutShot.ContactSheet
@_exported import enum LayoutShot.ContactSheetError
@_exported import enum LayoutShot.ContentInsetAdjustmentBehavior
@_exported import struct LayoutShot.Device
@_exported import struct LayoutShot.DeviceCatalog
@_exported import enum LayoutShot.DeviceError
@_exported import enum LayoutShot.DeviceSelector
@_exported import struct LayoutShot.Diagnostic
@_exported import struct LayoutShot.DisplayChrome
@_exported import struct LayoutShot.FontMetrics
@_exported import struct LayoutShot.FormatError
@_exported import struct LayoutShot.FormatOptions
@_exported import enum LayoutShot.FrameChange
@_exported import struct LayoutShot.ImageAsset
@_exported import enum LayoutShot.ImageAssetError
@_exported import class LayoutShot.ImageView
@_exported import enum LayoutShot.InterfaceLevel
@_exported import struct LayoutShot.IntrinsicSize
@_exported import class LayoutShot.KeyboardLayoutGuide
@_exported import enum LayoutShot.KeyboardState
@_exported import protocol LayoutShot.LayoutAnchor
@_exported import enum LayoutShot.LayoutAttribute
@_exported import enum LayoutShot.LayoutAxis
@_exported import struct LayoutShot.LayoutBody
@_exported import enum LayoutShot.LayoutBuilder
@_exported import struct LayoutShot.LayoutCatalog
@_exported import enum LayoutShot.LayoutCatalogError
@_exported import class LayoutShot.LayoutConstraint
@_exported import struct LayoutShot.LayoutDimension
@_exported import class LayoutShot.LayoutEngine
@_exported import enum LayoutShot.LayoutError
@_exported import struct LayoutShot.LayoutExpression
@_exported import enum LayoutShot.LayoutExtent
@_exported import class LayoutShot.LayoutGuide
@_exported import class LayoutShot.LayoutItem
@_exported import struct LayoutShot.LayoutPriority
@_exported import protocol LayoutShot.LayoutProgram
@_exported import enum LayoutShot.LayoutRelation
@_exported import struct LayoutShot.LayoutXAxisAnchor
@_exported import struct LayoutShot.LayoutYAxisAnchor
@_exported import struct LayoutShot.Localizations
@_exported import enum LayoutShot.Orientation
@_exported import enum LayoutShot.PseudoLocale
@_exported import struct LayoutShot.RoundedCorners
@_exported import enum LayoutShot.SceneBuildError
@_exported import struct LayoutShot.SceneOptions
@_exported import struct LayoutShot.Screen
@_exported import struct LayoutShot.ScrollState
@_exported import enum LayoutShot.SemanticContentAttribute
@_exported import struct LayoutShot.Shadow
@_exported import enum LayoutShot.SizeClass
@_exported import struct LayoutShot.SolvedLayout
@_exported import class LayoutShot.StackView
@_exported import struct LayoutShot.TextAttachment
@_exported import enum LayoutShot.UIKeyboardType
@_exported import struct LayoutShot.UITextContentType
@_exported import struct LayoutShot.Variant
@_exported import enum Render.Appearance
