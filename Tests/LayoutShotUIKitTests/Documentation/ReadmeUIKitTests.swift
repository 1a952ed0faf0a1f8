import LayoutShot
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

// README.md, "Bringing your UIKit code": the import every shared layout file starts with (above),
// and a catalog made of a controller and a cell written as UIKit code.

/// A sign-in screen as UIKit code writes it: a title, a prompt and a button in the safe area.
final class LoginViewController: UIViewController {
  private let titleLabel = UILabel()
  private let signInButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleLabel.text = "Welcome back"
    titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
    signInButton.setTitle("Sign In", for: .normal)
    for subview in [titleLabel, signInButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: guide.topAnchor, constant: 24),
      titleLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      signInButton.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 16),
      signInButton.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
    ])
  }
}

/// A message row: a body label in a rounded bubble inside the content view's margins.
final class MessageCell: UITableViewCell {
  private let bubble = UIView()
  private let bodyLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    bubble.backgroundColor = .systemGray5
    bubble.layer.cornerRadius = 16
    bodyLabel.text = "See you at eight"
    bubble.translatesAutoresizingMaskIntoConstraints = false
    bodyLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(bubble)
    bubble.addSubview(bodyLabel)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      bubble.topAnchor.constraint(equalTo: margins.topAnchor),
      bubble.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      bubble.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      bodyLabel.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
      bodyLabel.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
      bodyLabel.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
      bodyLabel.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@MainActor
@Suite("README: bringing UIKit code")
struct ReadmeUIKitTests {
  @Test func theCatalogOfUIKitCodeLaysOut() throws {
    let layouts: [any LayoutProgram] = [
      UIKitLayout.controller { LoginViewController() },  // the screen
      // screen width × self-sized height
      UIKitLayout.cell { MessageCell(style: .default, reuseIdentifier: nil) },
    ]
    #expect(layouts.map(\.name) == ["LoginViewController", "MessageCell"])
    let engine = LayoutEngine()
    let login = try engine.solve(layouts[0], on: phone)
    #expect(login.diagnostics == [])
    // Under the 20-point status bar, 24 below the safe area's top and 20 in from its leading edge.
    let title = try #require(login.frame(of: "titleLabel"))
    #expect(title.minX == 20 && title.minY == 44)
    // The button's title is 15 points with 6 above and below (UIKit's classic system button).
    let button = try #require(login.frame(of: "signInButton"))
    #expect(button.minY == title.maxY + 16)
    let titleHeight = (UIFont.systemFont(ofSize: 15).lineHeight * 2).rounded(.up) / 2  // at 2x
    #expect(button.height == Double(titleHeight) + 12)
    let cell = try engine.solve(layouts[1], on: phone)
    #expect(cell.diagnostics == [])
    // The label's height plus 8 + 8 in the bubble, plus the content view's 11-point margins.
    let label = try #require(cell.frame(of: "bodyLabel"))
    #expect(cell.screen.size.height == label.height + 16 + 22)
    #expect(cell.screen.size.width == 375)
  }
}
