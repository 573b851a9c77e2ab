import Foundation
import Views
import PlaygroundHost

/// The inspector (Ctrl+I): every live animation of the scene — property animators, block and keyframe
/// animations, with their state, timing, layer timing and curve — grouped by when they started, like
/// DevTools' Animations panel; and the scene's view tree, whose rows outline their view on screen with its
/// model and presentation values side by side; and the input: every gesture recognizer of the scene (type,
/// state, touches, view) and every touch down (phase, location, view).
///
/// Select an animation to scrub it with the slider (a property animator is paused and its fractionComplete
/// set), replay it from its start, or copy its timing as Swift.
final class InspectorPanel: View {
    enum Tab { case animations, timeline, views, input }

    private let animationsTab = OverlayButton("Animations")
    private let viewsTab = OverlayButton("Views")
    private let inputTab = OverlayButton("Input")
    private let timelineTab = OverlayButton("Timeline")
    /// The Timeline tab's bars (see `TimelineView`).
    let timelineView = TimelineView()
    private let heading = Label(text: "", font: .systemFont(ofSize: 12), color: Color(white: 0.65))
    private let list = View()
    private let controls = View()
    private let slider = OverlaySlider()
    private let replay = OverlayButton("Replay")
    private let copy = OverlayButton("Copy Swift")
    private let detail = InspectorDetailBox()
    private var animationRows: [InspectorAnimationRow] = []
    private var viewRows: [InspectorViewRow] = []
    private var groupLabels: [Label] = []
    /// The Input tab's lines (made when first needed, reused).
    private var inputLabels: [Label] = []
    /// How many of `inputLabels` show a line now.
    private var inputLineCount = 0

    private(set) var tab = Tab.animations
    private(set) var selected: ObjectIdentifier?
    /// Rows scrolled past (by the wheel).
    private var scroll = 0
    /// The view under the pointer in the Views tab.
    private(set) weak var hoveredView: View?
    /// The view clicked in the Views tab (nil once an animation is selected): the onion skin draws its path.
    private(set) weak var selectedView: View?

    /// The inspected world's actions.
    var scrub: ((ObjectIdentifier, Double) -> Void)?
    var replayAnimation: ((ObjectIdentifier) -> Void)?
    var copySwift: ((String) -> Void)?

    private var animations: [InspectedAnimation] = []

    override init() {
        super.init()
        styleAsOverlayPanel(white: 0.07, cornerRadius: 14)
        for v in [animationsTab, timelineTab, viewsTab, inputTab, heading, list, controls, detail] as [View] { addSubview(v) }
        list.addSubview(timelineView)
        timelineTab.action = { [weak self] in self?.select(tab: .timeline) }
        timelineView.onSelect = { [weak self] id in self?.select(animation: id) }
        for v in [slider, replay, copy] as [View] { controls.addSubview(v) }
        animationsTab.action = { [weak self] in self?.select(tab: .animations) }
        viewsTab.action = { [weak self] in self?.select(tab: .views) }
        inputTab.action = { [weak self] in self?.select(tab: .input) }
        slider.onChange = { [weak self] value in
            guard let self, let id = selected else { return }
            scrub?(id, value)
        }
        replay.action = { [weak self] in
            guard let self, let id = selected else { return }
            replayAnimation?(id)
        }
        copy.action = { [weak self] in
            guard let self, let row = animations.first(where: { $0.id == self.selected }) else { return }
            copySwift?(row.timingSource)
        }
        detail.isHidden = true
    }

    func select(tab: Tab) {
        self.tab = tab
        scroll = 0
        timelineView.scrolledRows = 0
        setNeedsLayout()
    }

    /// Selects the animation `id` (a click on its row or its timeline bar).
    func select(animation id: ObjectIdentifier) {
        selected = id
        selectedView = nil
        for row in animationRows { row.isSelected = row.shown?.id == id }
        setNeedsLayout()
    }

    /// Shows the scene's animations on the timeline; `origin` is when the scene began (media time).
    func show(timeline: AnimationTimeline, origin: TimeInterval) {
        guard tab == .timeline else { return }
        timelineView.show(timeline, origin: origin, selected: selected)
        heading.text = timeline.bars.isEmpty ? "No animation is running. Interact with the scene."
            : "\(timeline.bars.count) bar\(timeline.bars.count == 1 ? "" : "s") · drag the axis to scrub · drag a bar's end to retime"
    }

    /// Scrolls the list by `rows` (the wheel over the panel).
    func scroll(by rows: Int) {
        scroll = max(scroll + rows, 0)
        timelineView.scrolledRows = scroll
        setNeedsLayout()
    }

    /// Shows the animations of the scene's world now.
    func show(animations: [InspectedAnimation]) {
        self.animations = animations
        if let id = selected, !animations.contains(where: { $0.id == id }) { selected = nil }
        heading.text = animations.isEmpty ? "No animation is running. Interact with the scene."
            : "\(animations.count) live animation\(animations.count == 1 ? "" : "s") · click one to scrub, replay or copy it"
        guard tab == .animations || tab == .timeline else { return }
        while animationRows.count < animations.count {
            let row = InspectorAnimationRow()
            list.addSubview(row)
            animationRows.append(row)
        }
        for (i, row) in animationRows.enumerated() {
            row.isHidden = i >= animations.count
            guard i < animations.count else { continue }
            let animation = animations[i]
            row.show(animation)
            row.isSelected = animation.id == selected
            row.onSelect = { [weak self] in self?.select(animation: animation.id) }
        }
        if let id = selected, let row = animations.first(where: { $0.id == id }) {
            slider.setValue(row.kind == .propertyAnimator ? row.progress : (row.duration > 0 ? row.time / row.duration : 1))
        }
        setNeedsLayout()
    }

    /// Shows the scene's view tree, `hovered` highlighted.
    func show(tree root: View, hoveredAt point: CGPoint?) {
        guard tab == .views else { return }
        var entries: [(View, Int)] = []
        func walk(_ v: View, _ depth: Int) {
            guard entries.count < 400 else { return }
            entries.append((v, depth))
            for s in v.subviews { walk(s, depth + 1) }
        }
        walk(root, 0)
        heading.text = "\(entries.count) views · hover one to outline it on screen"
        while viewRows.count < entries.count {
            let row = InspectorViewRow()
            list.addSubview(row)
            viewRows.append(row)
        }
        hoveredView = nil
        for (i, row) in viewRows.enumerated() {
            row.isHidden = i >= entries.count
            guard i < entries.count else { continue }
            var hit = false
            if let point, !row.isHidden, row.frame.height > 0 {
                let local = row.convert(point, from: nil)
                hit = row.bounds.contains(local)
            }
            let view = entries[i].0
            row.show(view, depth: entries[i].1, highlighted: hit, selected: view === selectedView)
            row.onSelect = { [weak self, weak view] in
                self?.selectedView = view
                self?.setNeedsLayout()
            }
            if hit { hoveredView = entries[i].0 }
        }
        detail.isHidden = hoveredView == nil
        if let hoveredView { detail.show(hoveredView) }
        setNeedsLayout()
    }

    /// Shows the scene's gesture recognizers and the touches down.
    func show(input: InputInspection) {
        guard tab == .input else { return }
        let lines = input.lines
        heading.text = "\(input.touchesDown) · \(input.recognizerCount)"
        while inputLabels.count < lines.count {
            let label = Label(text: "", font: .systemFont(ofSize: 11), color: Color(white: 0.88))
            list.addSubview(label)
            inputLabels.append(label)
        }
        for (i, line) in lines.enumerated() where inputLabels[i].text != line { inputLabels[i].text = line }
        inputLineCount = lines.count
        setNeedsLayout()
    }

    /// The heading over the tab's list now (tests read it).
    var headingText: String { heading.text ?? "" }

    /// The Input tab's lines now (tests read them).
    var inputLines: [String] { inputLabels.prefix(inputLineCount).map { $0.text ?? "" } }

    /// The `index`th group heading (made when first needed).
    private func groupHeading(_ index: Int) -> Label {
        while groupLabels.count <= index {
            let label = Label(text: "", font: .systemFont(ofSize: 11, weight: .semibold),
                              color: Color(red: 0.55, green: 0.75, blue: 1, alpha: 1))
            list.addSubview(label)
            groupLabels.append(label)
        }
        return groupLabels[index]
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        animationsTab.frame = CGRect(x: 14, y: 12, width: 100, height: 26)
        timelineTab.frame = CGRect(x: 120, y: 12, width: 84, height: 26)
        viewsTab.frame = CGRect(x: 210, y: 12, width: 62, height: 26)
        inputTab.frame = CGRect(x: 278, y: 12, width: 62, height: 26)
        animationsTab.alpha = tab == .animations ? 1 : 0.55
        timelineTab.alpha = tab == .timeline ? 1 : 0.55
        viewsTab.alpha = tab == .views ? 1 : 0.55
        inputTab.alpha = tab == .input ? 1 : 0.55
        heading.frame = CGRect(x: 14, y: 44, width: w - 28, height: 18)
        let showsControls = (tab == .animations || tab == .timeline) && selected != nil
        controls.isHidden = !showsControls
        let controlsHeight: CGFloat = showsControls ? 74 : 0
        let detailHeight: CGFloat = tab == .views && !detail.isHidden ? 170 : 0
        list.frame = CGRect(x: 8, y: 68, width: w - 16, height: max(bounds.height - 76 - controlsHeight - detailHeight, 0))
        controls.frame = CGRect(x: 8, y: bounds.height - controlsHeight - 6, width: w - 16, height: controlsHeight)
        slider.frame = CGRect(x: 0, y: 4, width: controls.bounds.width, height: 30)
        replay.frame = CGRect(x: 6, y: 40, width: 90, height: 28)
        copy.frame = CGRect(x: 104, y: 40, width: 110, height: 28)
        detail.frame = CGRect(x: 8, y: bounds.height - detailHeight - 6, width: w - 16, height: detailHeight)
        for row in animationRows { row.isHidden = row.isHidden || tab != .animations }
        timelineView.isHidden = tab != .timeline
        if tab == .timeline {
            // The timeline above, the selected animation's row under it (Copy Swift gives its timing).
            let rowHeight = InspectorAnimationRow.height
            var timelineHeight = list.bounds.height
            if let id = selected, let row = animationRows.first(where: { $0.shown?.id == id }),
               animations.contains(where: { $0.id == id }) {
                timelineHeight -= rowHeight + 6
                row.frame = CGRect(x: 0, y: timelineHeight + 6, width: list.bounds.width, height: rowHeight)
                row.isHidden = false
            }
            timelineView.frame = CGRect(x: 0, y: 0, width: list.bounds.width, height: max(timelineHeight, 0))
        }
        for row in viewRows { row.isHidden = row.isHidden || tab != .views }
        var y: CGFloat = 0
        var headings = 0
        if tab == .animations {
            // Animations started in the same frame form a group under one heading, like DevTools' groups.
            for (i, row) in animationRows.enumerated() where i < animations.count {
                guard i >= scroll else { row.isHidden = true; continue }
                if i == scroll || abs(animations[i].startTime - animations[i - 1].startTime) > 1e-6 {
                    let heading = groupHeading(headings)
                    let count = animations[i...].prefix { abs($0.startTime - animations[i].startTime) <= 1e-6 }.count
                    heading.text = String(format: "started at %.2f s · %d animation%@", animations[i].startTime,
                                          count, count == 1 ? "" : "s")
                    heading.frame = CGRect(x: 4, y: y, width: list.bounds.width - 8, height: 16)
                    heading.isHidden = y + 16 > list.bounds.height
                    headings += 1
                    y += 20
                }
                row.frame = CGRect(x: 0, y: y, width: list.bounds.width, height: InspectorAnimationRow.height)
                row.isHidden = y + InspectorAnimationRow.height > list.bounds.height
                y += InspectorAnimationRow.height + 6
            }
        }
        for (i, label) in groupLabels.enumerated() where i >= headings { label.isHidden = true }
        for (i, label) in inputLabels.enumerated() {
            guard tab == .input, i < inputLineCount, i >= scroll else { label.isHidden = true; continue }
            label.frame = CGRect(x: 6, y: y, width: list.bounds.width - 12, height: 16)
            label.isHidden = y + 16 > list.bounds.height
            y += 18
        }
        if tab == .views {
            for (i, row) in viewRows.enumerated() where row.target != nil {
                guard i >= scroll else { row.isHidden = true; continue }
                row.frame = CGRect(x: 0, y: y, width: list.bounds.width, height: InspectorViewRow.height)
                row.isHidden = y + InspectorViewRow.height > list.bounds.height
                y += InspectorViewRow.height
            }
        }
    }
}

/// The model and presentation values of the hovered view, side by side.
final class InspectorDetailBox: View {
    private let title = Label(text: "", font: .systemFont(ofSize: 12, weight: .semibold), color: .white)
    private let layerLine = Label(text: "", font: .systemFont(ofSize: 11), color: Color(white: 0.65))
    /// Name, model, on screen — a header and five properties.
    private let cells = (0..<18).map { _ in Label(text: "", font: .systemFont(ofSize: 12), color: Color(white: 0.85)) }

    override init() {
        super.init()
        backgroundColor = Color(white: 1, alpha: 0.06)
        cornerRadius = 8
        for l in [title, layerLine] + cells { addSubview(l) }
    }

    func show(_ view: View) {
        let p = view.presentationValues
        func pt(_ q: CGPoint) -> String { String(format: "%.1f, %.1f", q.x, q.y) }
        func size(_ r: CGRect) -> String { String(format: "%.1f × %.1f", r.width, r.height) }
        func tr(_ t: CGAffineTransform) -> String {
            if t.isIdentity { return "identity" }
            let c = TransformComponents(t)
            return String(format: "s %.2f × %.2f · r %.1f° · t %.0f, %.0f", c.sx, c.sy, c.rotation * 180 / .pi, c.tx, c.ty)
        }
        let rows: [(String, String, String)] = [
            ("", "model", "on screen"),
            ("center", pt(view.center), pt(p.center)),
            ("size", size(view.bounds), size(p.bounds)),
            ("transform", tr(view.transform), tr(p.transform)),
            ("alpha", String(format: "%.3f", view.alpha), String(format: "%.3f", p.alpha)),
            ("corner radius", String(format: "%.1f", view.cornerRadius), String(format: "%.1f", p.cornerRadius)),
        ]
        let heading = describeView(view) + (view.isAnimating ? " · animating" : "")
        if title.text != heading { title.text = heading }
        for (i, row) in rows.enumerated() {
            for (j, text) in [row.0, row.1, row.2].enumerated() where cells[i * 3 + j].text != text {
                cells[i * 3 + j].text = text
            }
        }
        let layer = "layer: speed \(swiftLiteral(Double(view.layer.speed))) · timeOffset "
            + "\(swiftLiteral(view.layer.timeOffset)) · beginTime \(swiftLiteral(view.layer.beginTime))"
        if layerLine.text != layer { layerLine.text = layer }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(x: 10, y: 6, width: bounds.width - 20, height: 18)
        let nameWidth: CGFloat = 92
        let column = (bounds.width - 20 - nameWidth) / 2
        for (i, cell) in cells.enumerated() {
            let row = i / 3, col = i % 3
            let x = 10 + (col == 0 ? 0 : nameWidth + CGFloat(col - 1) * column)
            cell.frame = CGRect(x: x, y: 28 + CGFloat(row) * 19, width: col == 0 ? nameWidth : column - 4, height: 18)
            cell.textColor = row == 0 || col == 0 ? Color(white: 0.6) : Color(white: 0.9)
        }
        layerLine.frame = CGRect(x: 10, y: 28 + 6 * 19 + 2, width: bounds.width - 20, height: 16)
    }
}

/// A box drawn around a view's on-screen frame (the view hovered in the inspector).
final class OutlineView: View {
    override init() {
        super.init()
        borderWidth = 2
        borderColor = Color(red: 1, green: 0.35, blue: 0.6, alpha: 1)
        backgroundColor = Color(red: 1, green: 0.35, blue: 0.6, alpha: 0.12)
        isUserInteractionEnabled = false
    }
}
