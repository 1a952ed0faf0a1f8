import LayoutShot
import LayoutShotUIKit
import Raster
import Testing

/// Effect views, toolbars, menus, animations, bars, tabs, scenes, the pasteboard, the share sheet
/// and accessibility compile as apps write them and keep their values (a layout shows no menu,
/// runs no animation and has no window).
@MainActor
@Suite("UIKit views, controllers and services kept as data")
struct ViewAndControllerCompatibilityTests {
  @Test func anEffectViewsContentFillsItAndABlurIsAGreyFill() throws {
    let program = UIKitLayout.controller("Blur") { () -> UIViewController in
      let controller = UIViewController()
      let root: UIView = controller.view
      root.backgroundColor = .white
      let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
      blur.accessibilityIdentifier = "blur"
      blur.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(blur)
      let title = UILabel("title")
      title.text = "Hi"
      title.translatesAutoresizingMaskIntoConstraints = false
      blur.contentView.addSubview(title)
      let plain = UIVisualEffectView(effect: nil)
      plain.accessibilityIdentifier = "plain"
      plain.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(plain)
      NSLayoutConstraint.activate([
        blur.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        blur.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        blur.widthAnchor.constraint(equalToConstant: 200),
        blur.heightAnchor.constraint(equalToConstant: 100),
        title.bottomAnchor.constraint(equalTo: blur.contentView.bottomAnchor),
        title.trailingAnchor.constraint(equalTo: blur.contentView.trailingAnchor),
        plain.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        plain.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
        plain.widthAnchor.constraint(equalToConstant: 100),
        plain.heightAnchor.constraint(equalToConstant: 50),
      ])
      return controller
    }
    let solved = try LayoutEngine().solve(program, on: phone)
    #expect(solved.diagnostics == [])
    let blurFrame = try #require(solved.frame(of: "blur"))
    #expect(blurFrame == Rect(x: 20, y: 40, width: 200, height: 100))
    #expect(solved.frame(of: "blur.contentView") == blurFrame, "the content view fills the effect view")
    let title = try #require(solved.frame(of: "title"))
    #expect(title.maxX == blurFrame.maxX && title.maxY == blurFrame.maxY)
    let image = try Raster.Image(pngData: try solved.pngData())
    func pixel(_ x: Double, _ y: Double) -> [Int] {
      let (column, row) = (Int(x * 2), Int(y * 2))
      return image.bytes[(row * image.width + column) * 4..<(row * image.width + column + 1) * 4].map(
        Int.init)
    }
    let grey = pixel(30, 50)
    #expect(grey[0] == grey[1] && grey[1] == grey[2], "a grey: \(grey)")
    #expect(grey[0] < 255 && grey[0] > 150, "a translucent grey over white: \(grey)")
    #expect(pixel(30, 210) == [255, 255, 255, 255], "no effect draws nothing")
    // The effect is kept; the background colour stays the app's.
    let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    #expect((view.effect as? UIBlurEffect)?.style == .dark)
    #expect(view.backgroundColor == nil)
    #expect(view.contentView.superview === view)
    let vibrancy = UIVibrancyEffect(
      blurEffect: UIBlurEffect(style: .systemThinMaterial), style: .secondaryLabel)
    #expect(vibrancy.style == .secondaryLabel)
    #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
  }

  @Test func aToolbarIs44PointsTallAndKeepsItsItems() {
    let toolbar = UIToolbar()
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    toolbar.items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), done]
    #expect(toolbar.items?.last === done)
    #expect(toolbar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 44))
    #expect(toolbar.sizeThatFits(CGSize(width: 320, height: 500)) == CGSize(width: 320, height: 44))
    toolbar.setItems(nil, animated: true)
    #expect(toolbar.items == nil)
    let field = UITextField()
    field.inputAccessoryView = toolbar
  }

  @Test func menusAreKeptOnButtonsAndBarItems() {
    var sorted = ""
    let newest = UIAction(title: "Newest", image: UIImage(systemName: "arrow.down"), state: .on) { _ in
      sorted = "newest"
    }
    let oldest = UIAction(title: "Oldest", attributes: .destructive) { _ in sorted = "oldest" }
    let menu = UIMenu(title: "Sort", options: .singleSelection, children: [newest, oldest])
    let button = UIButton(type: .system)
    button.menu = menu
    button.showsMenuAsPrimaryAction = true
    button.changesSelectionAsPrimaryAction = true
    #expect(button.menu === menu)
    #expect(button.showsMenuAsPrimaryAction)
    #expect(button.changesSelectionAsPrimaryAction)
    #expect(menu.title == "Sort")
    #expect(menu.options == .singleSelection)
    #expect(menu.children.map(\.title) == ["Newest", "Oldest"])
    #expect(menu.children.first?.image != nil)
    #expect(menu.selectedElements == [newest])
    #expect(oldest.attributes == .destructive)
    newest.handler(newest)
    #expect(sorted == "newest")
    let inline = UIMenu(title: "", image: nil, identifier: nil, options: .displayInline, children: [menu])
    #expect(inline.replacingChildren([oldest]).children == [oldest])
    let palette = UIMenu(
      title: "Colour", options: .displayAsPalette, preferredElementSize: .small,
      children: [
        UIAction(
          title: "Red", image: UIImage(systemName: "circle"),
          selectedImage: UIImage(systemName: "circle.fill")
        ) { _ in }
      ])
    #expect(palette.preferredElementSize == .small)
    #expect((palette.children.first as? UIAction)?.selectedImage != nil)
    let command = UICommand(title: "Copy", image: nil, action: Selector("copy:"), propertyList: nil)
    #expect(command.title == "Copy")
    let deferred = UIDeferredMenuElement { completion in completion([oldest]) }
    #expect(!deferred.isUncached)
    #expect(UIDeferredMenuElement.uncached { $0([]) }.isUncached)
    let item = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: menu)
    #expect(item.menu === menu)
    item.menu = UIMenu(children: [command, deferred])
    #expect(item.menu?.children.count == 2)
  }

  @Test func layerAnimationsAreKeptAndNeverRun() {
    let layer = CALayer()
    layer.opacity = 1
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 0.3
    fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    layer.add(fade, forKey: "fade")
    #expect(layer.animation(forKey: "fade") === fade)
    #expect(layer.opacity == 1, "the model value stays")
    let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
    shake.values = [-10, 10, -5, 5, 0]
    shake.keyTimes = [0, 0.25, 0.5, 0.75, 1]
    shake.timingFunctions = [CAMediaTimingFunction(controlPoints: 0.2, 0, 0.2, 1)]
    shake.repeatCount = .infinity
    layer.add(shake, forKey: nil)
    #expect(layer.animationKeys()?.count == 2)
    layer.removeAnimation(forKey: "fade")
    #expect(layer.animation(forKey: "fade") == nil)
    #expect(layer.animationKeys()?.count == 1)
    layer.removeAllAnimations()
    #expect(layer.animationKeys() == nil)
    #expect((fade.toValue as? Int) == 0)
    #expect(shake.keyPath == "transform.translation.x")
    var point: [Float] = [0, 0]
    CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &point)
    #expect(point == [0.42, 0])
    // A view's layer keeps them as well.
    let view = UIView()
    view.layer.add(fade, forKey: "fade")
    #expect(view.layer.animation(forKey: "fade") === fade)
  }

  @Test func keyframeAnimationsRunAtOnce() {
    let view = UIView()
    var finished = false
    UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [.calculationModeCubic, .repeat]) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
    } completion: {
      finished = $0
    }
    #expect(view.alpha == 0)
    #expect(finished)
    UIView.animate(
      withDuration: 0.4, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut],
      animations: { view.alpha = 1 })
    #expect(view.alpha == 1)
    UIView.transition(
      with: view, duration: 0.3, options: .transitionFlipFromLeft, animations: { view.isHidden = true })
    #expect(view.isHidden)
    #expect(UIView.AnimationOptions.transitionFlipFromLeft.rawValue == 1 << 20)
    #expect(UIView.AnimationOptions.repeat.rawValue == 1 << 3)
    #expect(UIView.KeyframeAnimationOptions.calculationModeCubic.rawValue == 3 << 10)
  }

  @Test func barAppearancesAreKept() {
    let appearance = UINavigationBarAppearance()
    #expect(appearance.backgroundEffect != nil, "UIKit's default is blurred")
    appearance.configureWithOpaqueBackground()
    #expect(appearance.backgroundEffect == nil)
    #expect(appearance.backgroundColor == .systemBackground)
    appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.navigationBar.standardAppearance = appearance
    navigation.navigationBar.scrollEdgeAppearance = appearance
    #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemIndigo)
    #expect(
      navigation.navigationBar.scrollEdgeAppearance?.titleTextAttributes[.foregroundColor] as? UIColor
        == .white)
    let copy = appearance.copy() as? UINavigationBarAppearance
    #expect(copy?.backgroundColor == .systemIndigo)
    #expect(copy?.titleTextAttributes[.foregroundColor] as? UIColor == .white)
    appearance.configureWithTransparentBackground()
    #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil)
    let tabs = UITabBarAppearance()
    tabs.configureWithOpaqueBackground()
    let tabController = UITabBarController()
    tabController.tabBar.standardAppearance = tabs
    tabController.tabBar.scrollEdgeAppearance = tabs
    #expect(tabController.tabBar.scrollEdgeAppearance === tabs)
  }

  @Test func aTabBarControllerKeepsItsChildren() {
    let feed = UIViewController(), settings = UIViewController()
    let navigation = UINavigationController(rootViewController: feed)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, settings]
    #expect(tabs.children == [navigation, settings])
    #expect(tabs.selectedViewController === navigation)
    tabs.selectedIndex = 1
    #expect(tabs.selectedViewController === settings)
    tabs.selectedViewController = navigation
    #expect(tabs.selectedIndex == 0)
    #expect(feed.tabBarController === tabs)
    #expect(settings.tabBarController === tabs)
    #expect(UIViewController().tabBarController == nil)
    tabs.setViewControllers([settings], animated: false)
    #expect(tabs.children == [settings])
    #expect(navigation.parent == nil)
  }

  @Test func controllerAndItemMembersAreKept() {
    let controller = UIViewController()
    controller.isModalInPresentation = true
    controller.modalTransitionStyle = .crossDissolve
    #expect(controller.isModalInPresentation)
    #expect(controller.modalTransitionStyle == .crossDissolve)
    #expect(UIViewController().modalTransitionStyle == .coverVertical)
    controller.navigationItem.backButtonTitle = "Back"
    controller.navigationItem.backButtonDisplayMode = .minimal
    #expect(controller.navigationItem.backButtonTitle == "Back")
    #expect(controller.navigationItem.backButtonDisplayMode == .minimal)
    let share = UIActivityViewController(
      activityItems: ["Hello", URL(string: "https://example.com")!], applicationActivities: nil)
    share.excludedActivityTypes = [.assignToContact, .print]
    share.popoverPresentationController?.sourceView = controller.view
    share.completionWithItemsHandler = { _, _, _, _ in }
    controller.present(share, animated: true)
    #expect(controller.presentedViewController === share)
    #expect(share.activityItems.count == 2)
    #expect(share.excludedActivityTypes == [.assignToContact, .print])
    #expect(share.popoverPresentationController == nil)
  }

  @Test func windowsKeepTheirScene() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(window.windowScene == nil)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow)
    #expect(UIApplication.shared.connectedScenes.isEmpty)
    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    #expect(scene == nil)
  }

  @Test func thePasteboardKeepsWhatIsCopied() {
    let pasteboard = UIPasteboard.general
    pasteboard.string = "1Z999AA10123456784"
    #expect(UIPasteboard.general.string == "1Z999AA10123456784")
    #expect(pasteboard.hasStrings)
    pasteboard.url = URL(string: "https://example.com")
    #expect(pasteboard.url?.host == "example.com")
    #expect(pasteboard.string == nil, "setting replaces the contents")
    pasteboard.strings = nil
    #expect(!pasteboard.hasStrings && !pasteboard.hasURLs)
  }

  @Test func accessibilityPostsGoNowhere() {
    UIAccessibility.post(notification: .announcement, argument: "Message sent")
    UIAccessibility.post(notification: .layoutChanged, argument: nil)
    UIAccessibility.post(notification: .screenChanged, argument: UILabel())
    #expect(!UIAccessibility.isVoiceOverRunning)
    #expect(!UIAccessibility.isReduceMotionEnabled)
    #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
    _ = NotificationCenter.default.addObserver(
      forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
    ) { _ in }
  }
}
