import Foundation
import PlaygroundHost
import Views

/// `playground compare … --window`: A and B live in one window, on the same clock — side by side, or B ghosted
/// at 40 % over A. Keys go to both sides (Space sends both spring demo cards at once); the pointer goes to the
/// side under it (with `overlay`, to A).
///
/// ```swift
/// let scene = CompareScene()
/// try scene.show(a: (SpringScene.self, "bouncy"), b: (SpringScene.self, "smooth"), overlay: false)
/// ```
final class CompareScene: Scene {
    override class var name: String { "compare" }
    override class var summary: String { "Two versions of a motion side by side on one clock" }
    override class var hint: String { "Keys go to both sides, the pointer to the side under it · Esc goes back" }

    private(set) var sides: [Scene] = []
    private var containers: [View] = []
    private var titles: [Label] = []
    /// A faint frame around each side (one around both when overlaid).
    private var outlines: [View] = []
    private var overlay = false
    static let header: CGFloat = 40

    /// Loads `a` and `b` (each a scene with an optional parameter set) into the two halves.
    func show(a: (Scene.Type, String?), b: (Scene.Type, String?), overlay: Bool) throws {
        self.overlay = overlay
        view.backgroundColor = ComparePictures.background
        for (index, (type, set)) in [a, b].enumerated() {
            let scene = type.init()
            scene.host = host
            scene.didLoad()
            if let set, !scene.applyParameterSet(named: set) {
                throw PlaygroundError.badArgument("scene '\(type.name)' has no parameter set '\(set)'")
            }
            let container = View()
            container.clipsToBounds = true
            container.addSubview(scene.view)
            let title = Label(text: (index == 0 ? "A  " : "B  ") + type.name + (set.map { " (\($0))" } ?? ""),
                              font: .systemFont(ofSize: 15, weight: .medium),
                              color: index == 0 ? .white : ComparePictures.bColor)
            if overlay && index == 1 {
                // B's content alone is ghosted: its root's background would dim all of A.
                scene.view.backgroundColor = .clear
                container.alpha = CGFloat(ComparePictures.ghostAlpha)
                container.isUserInteractionEnabled = false
                title.text = (title.text ?? "") + " · ghosted at 40 %"
            }
            let outline = View()
            outline.borderWidth = 1
            outline.borderColor = Color(white: 1, alpha: 0.22)
            outline.isUserInteractionEnabled = false
            outline.isHidden = overlay && index == 1
            view.addSubview(container)
            view.addSubview(outline)
            view.addSubview(title)
            outlines.append(outline)
            sides.append(scene)
            containers.append(container)
            titles.append(title)
        }
        resize(to: view.bounds.size)
    }

    override func layout(in size: CGSize) {
        let gap: CGFloat = 12, top = CompareScene.header
        let width = overlay ? size.width - 2 * gap : (size.width - 3 * gap) / 2
        let side = CGSize(width: max(width, 1), height: max(size.height - top - gap, 1))
        for (i, scene) in sides.enumerated() {
            let x = overlay ? gap : gap + CGFloat(i) * (side.width + gap)
            containers[i].frame = CGRect(origin: CGPoint(x: x, y: top), size: side)
            outlines[i].frame = containers[i].frame.insetBy(dx: -1, dy: -1)
            scene.resize(to: side)
            titles[i].frame = CGRect(x: overlay && i == 1 ? size.width / 2 : x, y: 10, width: side.width / (overlay ? 2 : 1), height: 22)
        }
    }

    override func handleKey(_ key: Key) -> Bool {
        var used = false
        for scene in sides where scene.handleKey(key) { used = true }
        return used
    }

    override func willClose() {
        for scene in sides { scene.willClose() }
    }
}
