import Views

/// A long list with iOS scrolling: fling it and it coasts, decaying by 0.998 a millisecond, to the point
/// `scrollViewWillEndDragging` was given.
///
/// ```swift
/// // playground run scroll
/// let tester = try SceneTester(ScrollScene.self)
/// tester.key(.digit2)              // Snap mode: a fling stops on a row
/// ```
///
/// Pull it past either end and it stretches with the rubber band and springs back; in Snap mode the target is
/// rounded to a row (written into `targetContentOffset`), in Pages mode `isPagingEnabled` turns one page per
/// fling or wheel turn (a fast deceleration). The wheel scrolls. Keys 1, 2, 3 or the segmented control switch modes.
public final class ScrollScene: Scene {
    public override class var name: String { "scroll" }
    public override class var summary: String {
        "A long list with iOS scrolling: coasting, rubber band, snapping and paging on targetContentOffset"
    }
    public override class var hint: String { "Drag or fling · pull past the ends · wheel scrolls · 1 Free · 2 Snap · 3 Pages" }
    public override class var helpItems: [HelpItem] {
        [HelpItem("Drag, fling", "the list follows, then coasts to the projected end"),
         HelpItem("Pull past an end", "rubber band; let go and it springs back"),
         HelpItem("Click while it moves", "stops it where it is"),
         HelpItem("Wheel", "scrolls 40 pt a notch"),
         HelpItem("1 · 2 · 3", "Free · Snap to rows · Pages")]
    }

    /// How a release ends.
    enum Mode: Int, CaseIterable {
        case free, snap, pages
        var title: String { ["Free", "Snap", "Pages"][rawValue] }
    }

    static let rowCount = 240
    static let pageCount = 8
    static let headerHeight: CGFloat = 118

    let phone = PhoneFrame(hint: ScrollScene.hint)
    private let caption = SceneCaption(title: "Scroll", body: """
        Drag the list; fling it and it coasts to where scrollViewWillEndDragging was told, slowing by 0.998 \
        every millisecond. Pull past either end: it stretches with the rubber band and springs back.

        Snap rounds targetContentOffset to a row; Pages turns one page per fling or wheel turn (isPagingEnabled).

        The mouse wheel scrolls the list under the pointer. Keys 1, 2, 3 switch modes.
        """)
    var screen: View { phone.screen }
    private let header = View()
    private let titleLabel = Label(text: "Contacts", font: .systemFont(ofSize: 30, weight: .bold), color: Color(white: 0.05))
    private let segments = View()
    private(set) var segmentButtons: [Button] = []
    /// What the last release did, in a line.
    let status = Label(text: "At rest", font: .systemFont(ofSize: 12), color: Color(white: 0.45))
    /// The list (Free and Snap).
    let list = TableView()
    /// The pages (Pages).
    let pager = ScrollView()
    private(set) var mode = Mode.free
    private let contacts = (0..<ScrollScene.rowCount).map(Contact.init)

    public override func didLoad() {
        view.backgroundColor = Color(hex: 0x101216)
        view.addSubview(caption)
        view.addSubview(phone)
        screen.backgroundColor = Color(white: 0.95)
        let size = PhoneFrame.screenSize
        let listFrame = CGRect(x: 0, y: ScrollScene.headerHeight, width: size.width, height: size.height - ScrollScene.headerHeight)

        list.frame = listFrame
        list.backgroundColor = Color(white: 0.95)
        list.register(ContactCell.self, forCellReuseIdentifier: ContactCell.identifier)
        list.rowHeight = ContactCell.height
        list.delegate = self
        list.dataSource = self
        screen.addSubview(list)

        pager.frame = listFrame
        pager.contentSize = CGSize(width: size.width, height: listFrame.height * CGFloat(ScrollScene.pageCount))
        pager.decelerationRate = .fast
        pager.isPagingEnabled = true   // a fling or a wheel turn turns one page
        pager.delegate = self
        for i in 0..<ScrollScene.pageCount {
            let page = PageView(index: i, count: ScrollScene.pageCount)
            page.frame = CGRect(x: 0, y: listFrame.height * CGFloat(i), width: size.width, height: listFrame.height)
            pager.addSubview(page)
        }
        pager.isHidden = true
        screen.addSubview(pager)

        buildHeader()
        select(.free)
    }

    private func buildHeader() {
        let width = PhoneFrame.screenSize.width
        header.frame = CGRect(x: 0, y: 0, width: width, height: ScrollScene.headerHeight)
        header.backgroundColor = Color(white: 0.99)
        let hairline = View(frame: CGRect(x: 0, y: ScrollScene.headerHeight - 0.5, width: width, height: 0.5))
        hairline.backgroundColor = Color(white: 0.8)
        header.addSubview(hairline)
        titleLabel.frame = CGRect(x: 16, y: 18, width: width - 32, height: 38)
        header.addSubview(titleLabel)
        segments.frame = CGRect(x: 16, y: 62, width: width - 32, height: 30)
        segments.backgroundColor = Color(white: 0.9)
        segments.cornerRadius = 8
        let w = segments.bounds.width / CGFloat(Mode.allCases.count)
        for m in Mode.allCases {
            let button = Button(frame: CGRect(x: CGFloat(m.rawValue) * w + 2, y: 2, width: w - 4, height: 26))
            button.tag = m.rawValue
            button.setTitle(m.title, for: .normal)
            button.setTitleColor(Color(white: 0.1), for: .normal)
            button.titleLabel.font = .systemFont(ofSize: 13, weight: .semibold)
            button.cornerRadius = 6
            button.addTarget(self, action: ScrollScene.segmentTapped, for: .touchUpInside)
            segmentButtons.append(button)
            segments.addSubview(button)
        }
        header.addSubview(segments)
        status.frame = CGRect(x: 16, y: 96, width: width - 32, height: 18)
        header.addSubview(status)
        screen.addSubview(header)
    }

    public override func layout(in size: CGSize) {
        phone.place(in: size)
        caption.place(in: size, beside: phone)
    }

    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .digit1: select(.free)
        case .digit2: select(.snap)
        case .digit3: select(.pages)
        default: return false
        }
        return true
    }

    /// The segmented control's target-action (the sender is the segment).
    func segmentTapped(_ sender: Button) {
        select(Mode(rawValue: sender.tag) ?? .free)
    }

    func select(_ newMode: Mode) {
        mode = newMode
        for button in segmentButtons {
            button.backgroundColor = button.tag == newMode.rawValue ? .white : nil
        }
        list.isHidden = newMode == .pages
        pager.isHidden = newMode != .pages
        titleLabel.text = newMode == .pages ? "Pages" : "Contacts"
        status.text = ["Free: a fling coasts to its projected end", "Snap: the target is rounded to a row",
                       "Pages: one page per fling"][newMode.rawValue]
    }
}

extension ScrollScene: TableViewDataSource, TableViewDelegate {
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { contacts.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.identifier, for: indexPath)
        (cell as? ContactCell)?.show(contacts[indexPath.row])
        return cell
    }

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        status.text = "Dragging"
    }

    /// The wheel moves the content without a drag: say where it went.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard !scrollView.isTracking, !scrollView.isDragging, !scrollView.isDecelerating else { return }
        status.text = "Wheel: at \(Int(scrollView.contentOffset.y.rounded())) pt"
    }

    /// Snapping is written into the target, as UIKit apps do; the pages rely on `isPagingEnabled`, which
    /// hands the delegate the page as the target.
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let projected = targetContentOffset.pointee.y
        if mode == .snap {
            targetContentOffset.pointee.y = (projected / ContactCell.height).rounded() * ContactCell.height
        }
        let target = Int(targetContentOffset.pointee.y.rounded())
        let speed = Int((abs(velocity.y) * 1000).rounded())
        let offset = scrollView.contentOffset.y
        if offset < 0 || offset > scrollView.contentSize.height + scrollView.contentInset.bottom - scrollView.bounds.height {
            status.text = "Released past the end: springing back to \(target) pt"
        } else if speed == 0 && target == Int(offset.rounded()) {
            status.text = "Released without speed at \(target) pt"
        } else {
            switch mode {
            case .free: status.text = "Released at \(speed) pt/s: coasting to \(target) pt"
            case .snap: status.text = "Released at \(speed) pt/s: projected \(Int(projected.rounded())) pt, written \(target) pt"
            case .pages:
                let page = Int((CGFloat(target) / max(scrollView.bounds.height, 1)).rounded()) + 1
                status.text = "Released at \(speed) pt/s: paging to page \(page) (\(target) pt)"
            }
        }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        status.text = "At rest at \(Int(scrollView.contentOffset.y.rounded())) pt"
    }
}
