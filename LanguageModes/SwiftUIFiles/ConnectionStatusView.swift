#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// A SwiftUI row that keeps a UIKit view it already had: a custom signal-strength view with an
// intrinsic size, wrapped in a representable, beside SwiftUI text.

final class SignalBarsUIView: UIView {
  var level = 3 {
    didSet { setNeedsDisplay() }
  }

  override var intrinsicContentSize: CGSize { CGSize(width: 22, height: 16) }

  override func draw(_ rect: CGRect) {
    let barWidth = rect.width / 5
    for index in 0..<4 {
      let height = rect.height * CGFloat(index + 1) / 4
      let bar = CGRect(
        x: CGFloat(index) * (barWidth + barWidth / 3), y: rect.height - height, width: barWidth,
        height: height)
      (index < level ? UIColor.label : UIColor.tertiaryLabel).setFill()
      UIBezierPath(roundedRect: bar, cornerRadius: 1).fill()
    }
  }
}

struct SignalBars: UIViewRepresentable {
  let level: Int

  func makeUIView(context: Context) -> SignalBarsUIView {
    let view = SignalBarsUIView()
    view.backgroundColor = .clear
    view.setContentHuggingPriority(.required, for: .horizontal)
    view.setContentHuggingPriority(.required, for: .vertical)
    return view
  }

  func updateUIView(_ uiView: SignalBarsUIView, context: Context) {
    uiView.level = level
  }
}

struct ConnectionStatusView: View {
  let network: String
  let level: Int

  var body: some View {
    HStack(spacing: 12) {
      SignalBars(level: level)
        .accessibilityIdentifier("signal")
      Text(network)
        .font(.body)
      Spacer()
      Text("Connected")
        .font(.subheadline)
        .foregroundStyle(.secondary)
    }
    .padding(.horizontal, 16)
    .frame(height: 44)
  }
}
