// A code-built screen, as an app's view controller lays it out, written with the snapshot helper
// over the functional UIKit and SkeletonView stubs: `runner OUT.snapshot.json`. Compiled with
// the helper by ExportEndToEndTests in Swift 5 mode, as a SkeletonView app is (SkeletonView's data
// source protocols predate strict concurrency); its output is compared with a golden file.
import SkeletonView
import UIKit

/// A message cell: an avatar and a name, registered by class as an app does.
final class MessageCell: UITableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        let avatar = UIImageView(frame: CGRect(x: 16, y: 8, width: 44, height: 44))
        avatar.isSkeletonable = true
        avatar.layer.cornerRadius = 22
        contentView.addSubview(avatar)
        let name = UILabel(frame: CGRect(x: 72, y: 20, width: 200, height: 20))
        name.isSkeletonable = true
        name.text = "Grace"
        name.font = UIFont.preferredFont(forTextStyle: .headline)
        name.lastLineFillPercent = 50
        contentView.addSubview(name)
    }
}

/// The table's skeleton data source: two sections of three rows.
final class Messages: SkeletonTableViewDataSource {
    func numSections(in collectionSkeletonView: UITableView) -> Int { 2 }
    func collectionSkeletonView(_ skeletonView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func collectionSkeletonView(_ skeletonView: UITableView, cellIdentifierForRowAt indexPath: IndexPath)
        -> ReusableCellIdentifier
    { "MessageCell" }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        MessageCell(style: .default, reuseIdentifier: "MessageCell")
    }
}

/// A feed: a header stack (title over subtitle) above a table, under the safe area.
final class FeedViewController: UIViewController {
    let messages = Messages()

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.isSkeletonable = true
        root.backgroundColor = UIColor(dynamicProvider: { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 0, green: 0, blue: 0, alpha: 1) : UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        })
        let header = UIStackView(frame: CGRect(x: 16, y: 47, width: 358, height: 52))
        header.axis = .vertical
        header.spacing = 4
        header.isSkeletonable = true
        let title = UILabel(frame: CGRect(x: 0, y: 0, width: 358, height: 28))
        title.text = "Inbox"
        title.font = UIFont(name: "Avenir-Heavy", size: 24)
        title.isSkeletonable = true
        title.textAlignment = .center
        header.addArrangedSubview(title)
        let subtitle = UILabel(frame: CGRect(x: 0, y: 32, width: 358, height: 20))
        subtitle.text = "3 unread"
        subtitle.numberOfLines = 0
        subtitle.skeletonTextNumberOfLines = .custom(1)
        subtitle.skeletonTextLineHeight = .fixed(12)
        subtitle.textColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        header.addArrangedSubview(subtitle)
        root.addSubview(header)
        let table = UITableView(frame: CGRect(x: 0, y: 107, width: 390, height: 703))
        table.isSkeletonable = true
        table.rowHeight = 60
        table.register(MessageCell.self, forCellReuseIdentifier: "MessageCell")
        table.dataSource = messages
        root.addSubview(table)
        let button = UIButton(frame: CGRect(x: 16, y: 760, width: 358, height: 44))
        button.setTitle("New message", for: .normal)
        button.isHidden = true
        button.layer.borderWidth = 1
        table.tableFooterView = button
        view = root
    }
}

// Top-level code of a Swift 5 module is not on the main actor; the process starts on the main thread.
MainActor.assumeIsolated {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.windowScene = UIWindowScene(
        stubScreen: UIScreen(stubBounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3))
    window.stubSafeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let controller = FeedViewController()
    window.addSubview(controller.view)
    print(SkeletonPreviewSnapshot.write(controller, to: CommandLine.arguments[1]))
}
