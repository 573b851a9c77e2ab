import Foundation
import PlaygroundHost
import Rendering
import Views

/// The session's picture: the scene's last frame copied from the shared frame, the panel (a failed build, a
/// stopped scene) and the notice drawn over it, and what the panel says for the window and tests.
extension WatchSession {
    /// What the panel says: nil when it is away, else its title ("Build failed: 1 error", "The scene stopped: …").
    public var panelTitle: String? { panel.title.text.flatMap { panel.content == .none ? nil : $0 } }
    /// The panel's rows (a build's errors as "File.swift:12 message", a stopped scene's last words).
    public var panelLines: [String] {
        switch panel.content {
        case .none: return []
        case .buildFailed(let errors, let other):
            return errors.isEmpty ? other : errors.map { ($0.location.map { $0 + " " } ?? "") + $0.message }
        case .stopped(_, let lines): return lines
        }
    }
    /// The card of the panel in window points, when shown.
    public var panelFrame: CGRect? { panel.cardFrame }

    func panelContent(_ content: WatchPanel.Content) {
        panelWorld.run { panel.show(content) }
        panelShown = true
        shared.markWholeChanged()
    }

    func setNotice(_ text: String?, seconds: TimeInterval? = nil) {
        guard panel.notice != text else { return }
        panelWorld.run { panel.notice = text }
        noticeUntil = seconds.map { MonotonicClock.seconds() + $0 }
        panelShown = true
        shared.markWholeChanged()
    }

    /// Copies what the scene drew since the last update into `screen`, and the panels over it.
    func refreshScreen() {
        let fb = screen
        // Under a panel the scene's frame is copied whole (the panel is drawn over it anew); a panel that
        // changed or went away is drawn over (or taken from) the whole frame too.
        let panelChanged = panelShown
        let drewScene = shared.consume(always: panelChanged, whole: panel.isShowing || panelChanged) { pixels, width, height, stride, box in
            let w = min(width, fb.width), h = min(fb.height, height)
            let x0 = min(box.x, w), y0 = min(box.y, h), x1 = min(box.x + box.width, w), y1 = min(box.y + box.height, h)
            guard x1 > x0, y1 > y0 else { return }
            for row in y0..<y1 {
                (fb.bytes + row * fb.stride + x0 * 4).copyMemory(from: pixels + row * stride + x0 * 4, byteCount: (x1 - x0) * 4)
            }
            fb.markDirty()
            note(x0, y0, x1, y1)
        }
        panelShown = false
        guard panel.isShowing && (drewScene || panelChanged) else { return }
        panelWorld.run {
            panel.layOut(in: size)
            panel.layoutIfNeeded()
            _ = compositor.render(panel, into: fb)
        }
        note(0, 0, fb.width, fb.height)
    }

    private func note(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if let c = changed {
            changed = (min(c.x0, x0), min(c.y0, y0), max(c.x1, x1), max(c.y1, y1))
        } else {
            changed = (x0, y0, x1, y1)
        }
    }
}
