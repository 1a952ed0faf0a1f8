// A table view cell written the newest way: its thumbnail loaded by `async` code in a `Task` that
// `prepareForReuse()` cancels, and its content set by a `configure(with:)` method.
#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

struct Article {
  var title: String
  var thumbnailName: String
}

final class ArticleCell: UITableViewCell {
  static let reuseIdentifier = "ArticleCell"

  let thumbnailView = UIImageView()
  let titleLabel = UILabel()
  private var thumbnailTask: Task<Void, Never>?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    thumbnailView.backgroundColor = .secondarySystemFill
    thumbnailView.layer.cornerRadius = 8
    thumbnailView.clipsToBounds = true
    titleLabel.font = .preferredFont(forTextStyle: .headline)

    for subview in [thumbnailView, titleLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      thumbnailView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      thumbnailView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      thumbnailView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
      thumbnailView.widthAnchor.constraint(equalToConstant: 60),
      thumbnailView.heightAnchor.constraint(equalToConstant: 60),
      titleLabel.leadingAnchor.constraint(equalTo: thumbnailView.trailingAnchor, constant: 12),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      titleLabel.topAnchor.constraint(equalTo: thumbnailView.topAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with article: Article) {
    titleLabel.text = article.title
    thumbnailTask?.cancel()
    let name = article.thumbnailName
    thumbnailTask = Task { [weak self] in
      let image = await Self.loadThumbnail(named: name)
      guard !Task.isCancelled else { return }
      self?.thumbnailView.image = image
    }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    thumbnailTask?.cancel()
    thumbnailView.image = nil
  }

  private static func loadThumbnail(named name: String) async -> UIImage? {
    UIImage(systemName: name)
  }
}
