/// A content view as a layout freezes it for one screen: what it shows, the intrinsic size it
/// gives the engine, and where its baselines are.
struct FrozenContent {
  var content: ViewContent
  var intrinsicSize: IntrinsicSize
  var baselines: BaselineOffsets?
}
