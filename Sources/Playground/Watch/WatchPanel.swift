import Foundation
import PlaygroundHost
import Views

/// What the watch window draws over the scene's last frame: a panel when a build failed or the scene's process
/// stopped, and a pill with the latest news ("Building…", "Reloaded: save → new pixels 1.42 s").
///
/// ```swift
/// panel.show(.buildFailed([BuildError(path: "CardScene.swift", line: 12, column: 9, message: "…")]))
/// panel.notice = "Building…"
/// panel.layOut(in: size)
/// ```
final class WatchPanel: View {
    enum Content: Equatable {
        case none
        /// The first errors of a failed build (the scene keeps running the last good build).
        case buildFailed([BuildError], otherLines: [String])
        /// The scene's process ended: how, and its last lines on standard error.
        case stopped(how: String, lines: [String])
    }

    private let card = View()
    let title = Label(text: "", font: .systemFont(ofSize: 17, weight: .bold), color: .white)
    private let hint = Label(text: "", font: .systemFont(ofSize: 13), color: Color(white: 0.7))
    private var rows: [(location: Label, message: Label)] = []
    private let pill = OverlayPill(color: Color(white: 0.12, alpha: 0.92))
    private(set) var content: Content = .none

    /// The line in the pill at the bottom (nil: no pill).
    var notice: String? {
        didSet {
            pill.isHidden = notice == nil
            pill.text = notice ?? ""
        }
    }

    override init() {
        super.init()
        card.styleAsOverlayPanel(cornerRadius: 14)
        card.addSubview(title)
        card.addSubview(hint)
        addSubview(card)
        addSubview(pill)
        card.isHidden = true
        pill.isHidden = true
        isUserInteractionEnabled = false
    }

    /// Whether anything is on screen.
    var isShowing: Bool { !card.isHidden || !pill.isHidden }

    /// The card's frame (window points), when shown.
    var cardFrame: CGRect? { card.isHidden ? nil : card.frame }

    static let maxRows = 6

    func show(_ content: Content) {
        guard content != self.content else { return }
        self.content = content
        for row in rows {
            row.location.removeFromSuperview()
            row.message.removeFromSuperview()
        }
        rows.removeAll()
        var items: [(String, String)] = []
        switch content {
        case .none:
            card.isHidden = true
            return
        case .buildFailed(let errors, let other):
            title.text = errors.count == 1 ? "Build failed: 1 error" : errors.isEmpty ? "Build failed" : "Build failed: \(errors.count) errors"
            hint.text = "The scene runs the last good build · save a fix to reload"
            items = errors.map { ($0.location ?? "build", $0.message) }
            if errors.isEmpty { items = other.suffix(Self.maxRows).map { ("", $0) } }
            if items.count > Self.maxRows {
                // The rows that fit, and how many more there are.
                let more = items.count - (Self.maxRows - 1)
                items = Array(items.prefix(Self.maxRows - 1)) + [("", "+ \(more) more, listed in the terminal")]
            }
        case .stopped(let how, let lines):
            title.text = "The scene stopped: \(how)"
            hint.text = "Save a fix to reload it with the input given since it opened"
            items = lines.suffix(Self.maxRows).map { ("", $0) }
        }
        for (location, message) in items.prefix(Self.maxRows) {
            let l = Label(text: location, font: .systemFont(ofSize: 13, weight: .semibold),
                          color: Color(red: 1, green: 0.55, blue: 0.5, alpha: 1))
            let m = Label(text: message, font: .systemFont(ofSize: 13), color: Color(white: 0.92))
            card.addSubview(l)
            card.addSubview(m)
            rows.append((l, m))
        }
        card.isHidden = false
        setNeedsLayout()
    }

    /// Places the card at the top, the pill at the bottom of `size`.
    func layOut(in size: CGSize) {
        frame = CGRect(origin: .zero, size: size)
        let width = min(max(size.width - 32, 120), 760)
        let rowHeight: CGFloat = 20
        let locationWidth = rows.contains { !($0.location.text ?? "").isEmpty }
            ? min(rows.map { $0.location.intrinsicContentSize.width }.max() ?? 0, width * 0.4) + 14 : 0
        let height = 16 + 24 + 18 + CGFloat(rows.count) * rowHeight + 16
        card.frame = CGRect(x: ((size.width - width) / 2).rounded(), y: 16, width: width, height: height)
        title.frame = CGRect(x: 16, y: 12, width: width - 32, height: 24)
        hint.frame = CGRect(x: 16, y: 36, width: width - 32, height: 18)
        for (i, row) in rows.enumerated() {
            let y = 60 + CGFloat(i) * rowHeight
            row.location.frame = CGRect(x: 16, y: y, width: max(locationWidth - 14, 0), height: rowHeight)
            row.message.frame = CGRect(x: 16 + locationWidth, y: y, width: width - 32 - locationWidth, height: rowHeight)
        }
        pill.layOut(in: size, corner: .bottom)
    }
}
