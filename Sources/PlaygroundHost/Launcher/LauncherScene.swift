import Views

/// The first screen of the window: every scene of the host's catalogue by name with its one-line
/// description, in a list that scrolls (wheel or drag) when the window is short.
///
/// ```swift
/// let catalog = SceneCatalog([CardScene.self])          // LauncherScene is its launcher by default
/// let driver = try SceneDriver(scene: LauncherScene.self, catalog: catalog, size: CGSize(width: 800, height: 600))
/// driver.key(.digit1)                                   // opens the first scene, as a click on its row would
/// ```
///
/// Rows go in two columns when the window is wide enough (reading order: left to right, then down), else
/// one. Click a row, or choose one with the arrows (Tab/Shift+Tab, Home/End, Page Up/Down) and press Return
/// or Space; digits 1–9 open the first nine at once. Hovering highlights the row under the pointer and moves
/// the keyboard's choice there, so there is one highlight, never two.
@MainActor
public final class LauncherScene: Scene {
    public override class var name: String { "launcher" }
    public override class var summary: String { "Lists every scene; click one to open it" }
    public override class var hint: String { "Click a scene, or choose with the arrows and Return · 1–9 open · Ctrl+Q quits" }
    public override class var helpItems: [HelpItem] {
        [HelpItem("Click a row", "open that scene"),
         HelpItem("Arrows · Tab · Home / End", "choose a row"),
         HelpItem("Return or Space", "open the chosen row"),
         HelpItem("1 … 9", "open the scene with that number"),
         HelpItem("Wheel or drag", "scroll the list"),
         HelpItem("Esc in a scene", "steps back, and at the top comes back here"),
         HelpItem("Ctrl+Q, or Esc twice", "quit")]
    }

    /// The list: a scroll view holding the title, the hint and the rows.
    package let list = ScrollView()
    private let titleLabel = Label(text: "Animation Playground", font: .systemFont(ofSize: 30, weight: .bold), color: .white)
    private let hintLabel = Label(text: LauncherScene.hint, font: .systemFont(ofSize: 15), color: Color(white: 0.7))
    private var rows: [LauncherRow] = []
    /// Says how many rows are below the window's bottom edge, while any are.
    private lazy var scrollCue = LauncherScrollCue(background: LauncherScene.background)
    /// "2 more below ↓", at the right end of the title's line, while rows lie below the window.
    private let moreLabel = Label(text: "", font: .systemFont(ofSize: 15, weight: .semibold), color: Color(white: 0.7))
    package static let background = Color(hex: 0x15171C)
    /// The row the keyboard would open (also the hovered one).
    public private(set) var selectedIndex: Int?

    /// The scenes listed: the host's catalogue.
    private var listed: [Scene.Type] { host?.scenes ?? [] }

    package static let rowHeight: CGFloat = 84
    package static let rowPitch: CGFloat = 96
    package static let top: CGFloat = 140
    /// The narrowest a column may be; two fit from about 1000 points.
    package static let minimumColumnWidth: CGFloat = 440
    package static let columnGap: CGFloat = 16
    /// Columns in the current layout (1 or 2).
    public private(set) var columns = 1

    public override func didLoad() {
        view.backgroundColor = LauncherScene.background
        list.alwaysBounceVertical = true
        list.delegate = self
        view.addSubview(list)
        list.addSubview(titleLabel)
        list.addSubview(hintLabel)
        moreLabel.textAlignment = .right
        moreLabel.isHidden = true
        list.addSubview(moreLabel)
        for (i, type) in listed.enumerated() {
            let row = LauncherRow(number: i + 1, name: type.name, summary: type.summary)
            row.onOpen = { [weak self] in self?.host?.open(type) }
            row.onHover = { [weak self] hovering in self?.hover(row: i, hovering) }
            rows.append(row)
            list.addSubview(row)
        }
        view.addSubview(scrollCue)
    }

    /// Rows whose bottom lies below the window's (partly or wholly hidden), with the list where it is now.
    package var rowsHiddenBelow: Int {
        let visibleBottom = list.contentOffset.y + list.bounds.height
        // Rows are counted by line: a line of two hidden rows is two scenes.
        return rows.filter { $0.frame.maxY > visibleBottom + 0.5 }.count
    }

    /// Whether the fade and the "more below" line show.
    package var showsScrollCue: Bool { !scrollCue.isHidden && !moreLabel.isHidden }

    /// While rows lie below the window, the bottom fades and the hint line says how many.
    private func updateScrollCue() {
        let hidden = rowsHiddenBelow
        let height: CGFloat = 64
        scrollCue.update(visible: hidden > 0,
                         in: CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height))
        moreLabel.isHidden = hidden == 0
        moreLabel.text = hidden == 1 ? "1 more below ↓" : "\(hidden) more below ↓"
    }

    public override func layout(in size: CGSize) {
        list.frame = CGRect(origin: .zero, size: size)
        let margin: CGFloat = size.width < 560 ? 16 : 40
        let available = size.width - 2 * margin
        columns = available >= 2 * LauncherScene.minimumColumnWidth + LauncherScene.columnGap ? 2 : 1
        let width = max(min(available, columns == 2 ? 1200 : 760), 120)
        let x = ((size.width - width) / 2).rounded(.down)
        let headerTop: CGFloat = size.height < 480 ? 24 : 48
        titleLabel.frame = CGRect(x: x, y: headerTop, width: width, height: 40)
        hintLabel.frame = CGRect(x: x, y: headerTop + 44, width: width, height: 22)
        // On the title's line, right-aligned, level with the title's baseline.
        moreLabel.frame = CGRect(x: x + width - 200, y: headerTop + 14, width: 200, height: 22)
        let top = headerTop + LauncherScene.top - 48
        let gap = LauncherScene.columnGap
        let columnWidth = ((width - CGFloat(columns - 1) * gap) / CGFloat(columns)).rounded(.down)
        for (i, row) in rows.enumerated() {
            let column = CGFloat(i % columns), line = CGFloat(i / columns)
            row.frame = CGRect(x: x + column * (columnWidth + gap), y: top + line * LauncherScene.rowPitch,
                               width: columnWidth, height: LauncherScene.rowHeight)
        }
        let bottom = (rows.last?.frame.maxY ?? top) + 24
        list.contentSize = CGSize(width: size.width, height: bottom)
        updateScrollCue()
    }

    public override func handleKey(_ key: Key) -> Bool {
        guard !rows.isEmpty, key.modifiers.subtracting(.shift).isEmpty else { return false }
        let last = rows.count - 1
        switch key {
        case .right: select(selectedIndex.map { min($0 + 1, last) } ?? 0)
        case .tab where !key.modifiers.contains(.shift): select(selectedIndex.map { min($0 + 1, last) } ?? 0)
        case .left, .tab: select(selectedIndex.map { max($0 - 1, 0) } ?? last)
        case .down: select(selectedIndex.map { $0 + columns <= last ? $0 + columns : $0 } ?? 0)
        case .up: select(selectedIndex.map { $0 - columns >= 0 ? $0 - columns : $0 } ?? last)
        case .home: select(0)
        case .end: select(last)
        case .pageDown: select(min((selectedIndex ?? 0) + visibleRowCount * columns, last))
        case .pageUp: select(max((selectedIndex ?? 0) - visibleRowCount * columns, 0))
        case .return, .space:
            guard let selectedIndex else { select(0); return true }
            rows[selectedIndex].onOpen?()
        default:
            guard key.isAlphanumeric, let digit = Int(key.name), digit >= 1, digit <= rows.count else { return false }
            select(digit - 1)
            rows[digit - 1].onOpen?()
        }
        return true
    }

    /// Rows a page key moves by: those that fit in the window.
    private var visibleRowCount: Int { max(Int(list.bounds.height / LauncherScene.rowPitch) - 1, 1) }

    /// Chooses row `index` and scrolls it into view.
    public func select(_ index: Int, animated: Bool = true) {
        guard rows.indices.contains(index) else { return }
        if let selectedIndex, selectedIndex != index { rows[selectedIndex].isSelected = false }
        selectedIndex = index
        rows[index].isSelected = true
        list.scrollRectToVisible(rows[index].frame.insetBy(dx: 0, dy: -12), animated: animated)
    }

    /// Chooses the row of the scene called `name` (coming back from it, the launcher shows where you were),
    /// scrolled into view at once.
    public override func didReplace(_ previous: Scene.Type) {
        select(named: previous.name)
    }

    public func select(named name: String) {
        guard let index = rows.firstIndex(where: { $0.sceneName == name }) else { return }
        view.layoutIfNeeded()
        select(index, animated: false)
    }

    private func hover(row index: Int, _ hovering: Bool) {
        if hovering {
            if let selectedIndex, selectedIndex != index { rows[selectedIndex].isSelected = false }
            selectedIndex = index
            rows[index].isSelected = true
        } else if selectedIndex == index {
            rows[index].isSelected = false
            selectedIndex = nil
        }
    }

    /// The row for `name`, for tests and scripts.
    public func row(named name: String) -> View? { rows.first { $0.sceneName == name } }
}

extension LauncherScene: ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        updateScrollCue()
    }
}
