import Views

/// The first screen of the window: every scene of the host's catalogue by name with its one-line
/// description; a click opens one.
@MainActor
public final class LauncherScene: Scene {
    public override class var name: String { "launcher" }
    public override class var summary: String { "Lists every scene; click one to open it" }

    private let titleLabel = Label(text: "Animation Playground", font: .systemFont(ofSize: 30, weight: .bold), color: .white)
    private let hintLabel = Label(text: "Click a scene to open it · Esc comes back here · Ctrl+Q quits",
                                  font: .systemFont(ofSize: 15), color: Color(white: 0.7))
    private var rows: [LauncherRow] = []

    /// The scenes listed: the host's catalogue.
    private var listed: [Scene.Type] { (host as? FramePipeline)?.catalog.scenes ?? [] }

    public override func didLoad() {
        view.backgroundColor = Color(hex: 0x15171C)
        view.addSubview(titleLabel)
        view.addSubview(hintLabel)
        for type in listed {
            let row = LauncherRow(name: type.name, summary: type.summary)
            row.onOpen = { [weak self] in self?.host?.open(type) }
            rows.append(row)
            view.addSubview(row)
        }
    }

    public override func layout(in size: CGSize) {
        let width = min(size.width - 80, 760)
        let x = (size.width - width) / 2
        titleLabel.frame = CGRect(x: x, y: 48, width: width, height: 40)
        hintLabel.frame = CGRect(x: x, y: 92, width: width, height: 22)
        // Rows closer together when there are many, so that they fit while they can.
        let pitch = min(76, max((size.height - 160) / CGFloat(max(rows.count, 1)), 60))
        for (i, row) in rows.enumerated() {
            row.frame = CGRect(x: x, y: 140 + CGFloat(i) * pitch, width: width, height: pitch - 10)
        }
    }

    /// The row for `name`, for tests and scripts.
    public func row(named name: String) -> View? { rows.first { $0.sceneName == name } }
}

/// One clickable scene entry of the launcher.
@MainActor
final class LauncherRow: View {
    let sceneName: String
    var onOpen: (() -> Void)?
    private let nameLabel: Label
    private let summaryLabel: Label

    init(name: String, summary: String) {
        sceneName = name
        nameLabel = Label(text: name, font: .systemFont(ofSize: 20, weight: .semibold), color: .white)
        summaryLabel = Label(text: summary, font: .systemFont(ofSize: 15), color: Color(white: 0.72))
        super.init()
        backgroundColor = Color(hex: 0x23262E)
        cornerRadius = 12
        addSubview(nameLabel)
        addSubview(summaryLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = (bounds.height - 48) / 2
        nameLabel.frame = CGRect(x: 20, y: top, width: bounds.width - 40, height: 26)
        summaryLabel.frame = CGRect(x: 20, y: top + 27, width: bounds.width - 40, height: 20)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        backgroundColor = Color(hex: 0x343946)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        backgroundColor = Color(hex: 0x23262E)
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onOpen?()
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        backgroundColor = Color(hex: 0x23262E)
    }
}
