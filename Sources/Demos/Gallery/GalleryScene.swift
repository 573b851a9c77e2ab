import Views

/// Every rendering feature on one screen: rotation, scale, nested alpha, rounded corners with clipping,
/// solid and dashed borders, Latin and CJK text, an image, and blur at several radii in all three styles.
///
/// ```swift
/// // playground run gallery
/// let tester = try SceneTester(GalleryScene.self, size: CGSize(width: 1280, height: 800))
/// try tester.assertGolden(named: "gallery")
/// ```
public final class GalleryScene: Scene {
    public override class var name: String { "gallery" }
    public override class var summary: String { "Every rendering feature: transforms, alpha, corners, borders, text, images, blur" }
    public override class var hint: String { "A still gallery of what the renderer draws · nothing to drive · Esc goes back" }
    public override class var helpItems: [HelpItem] {
        [HelpItem("Look", "rotation, scale, group alpha, corners and clipping, borders, text, images, blur"),
         HelpItem("Esc", "back to the launcher")]
    }

    private var tiles: [GalleryTile] = []
    /// The tiles' board: the window's size when it is at least `designSize`, else `designSize` scaled down to fit.
    private let board = View()
    private let hintLine = Label(text: GalleryScene.hint, font: .systemFont(ofSize: 13), color: Color(white: 0.62))
    /// The smallest board the tiles' content fits (1280 × 800 less the hint line).
    static let designSize = CGSize(width: 1280, height: 774)

    public override func didLoad() {
        view.backgroundColor = Color(hex: 0x101216)
        tiles = [
            GalleryTile(caption: "rotation 30°", content: GalleryScene.rotation()),
            GalleryTile(caption: "scale 1.4 × 0.6", content: GalleryScene.scale()),
            GalleryTile(caption: "group alpha 0.5", content: GalleryScene.nestedAlpha()),
            GalleryTile(caption: "corners + clipping", content: GalleryScene.corners()),
            GalleryTile(caption: "solid and dashed borders", content: GalleryScene.borders()),
            GalleryTile(caption: "text · 文字", content: GalleryScene.text()),
            GalleryTile(caption: "image, rotated image", content: GalleryScene.images()),
            GalleryTile(caption: "blur: radii and styles", content: GalleryScene.blurs()),
        ]
        tiles.forEach(board.addSubview)
        view.addSubview(board)
        hintLine.textAlignment = .center
        view.addSubview(hintLine)
    }

    public override func layout(in size: CGSize) {
        let strip: CGFloat = 26
        let design = GalleryScene.designSize
        let room = CGSize(width: size.width, height: max(size.height - strip, 1))
        let scale = min(1, room.width / design.width, room.height / design.height)
        let boardSize = scale < 1 ? design : room
        board.transform = .identity
        board.bounds = CGRect(origin: .zero, size: boardSize)
        board.transform = scale < 1 ? CGAffineTransform(scaleX: scale, y: scale) : .identity
        let w = (boardSize.width * scale).rounded(.down), h = (boardSize.height * scale).rounded(.down)
        let x = ((size.width - w) / 2).rounded(.down), y = ((room.height - h) / 2).rounded(.down)
        board.center = CGPoint(x: x + boardSize.width * scale / 2, y: y + boardSize.height * scale / 2)
        hintLine.frame = CGRect(x: 12, y: (y + h).rounded(.down), width: max(size.width - 24, 0), height: 20)
        let columns = 4, rows = 2, margin: CGFloat = 16
        let tileW = ((boardSize.width - margin * CGFloat(columns + 1)) / CGFloat(columns)).rounded(.down)
        let tileH = ((boardSize.height - margin * CGFloat(rows + 1)) / CGFloat(rows)).rounded(.down)
        for (i, tile) in tiles.enumerated() {
            let c = i % columns, r = i / columns
            tile.frame = CGRect(x: margin + CGFloat(c) * (tileW + margin), y: margin + CGFloat(r) * (tileH + margin),
                                width: tileW, height: tileH)
        }
    }

    private static func square(_ color: Color, size: CGFloat = 110) -> View {
        let v = View(frame: CGRect(x: 0, y: 0, width: size, height: size))
        v.backgroundColor = color
        return v
    }

    static func rotation() -> View {
        let v = square(.systemOrange)
        v.transform = CGAffineTransform(rotationAngle: .pi / 6)
        let inner = View(frame: CGRect(x: 35, y: 35, width: 40, height: 40))
        inner.backgroundColor = .white
        v.addSubview(inner)
        return v
    }

    static func scale() -> View {
        let v = square(.systemTeal)
        v.transform = CGAffineTransform(scaleX: 1.4, y: 0.6)
        v.cornerRadius = 16
        return v
    }

    static func nestedAlpha() -> View {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 150, height: 120))
        parent.alpha = 0.5
        let a = View(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        a.backgroundColor = .systemRed
        let b = View(frame: CGRect(x: 50, y: 40, width: 100, height: 80))
        b.backgroundColor = .systemBlue
        parent.addSubview(a)
        parent.addSubview(b)
        return parent
    }

    static func corners() -> View {
        let v = square(.systemPurple, size: 130)
        v.cornerRadius = 32
        v.clipsToBounds = true
        let overflow = View(frame: CGRect(x: 65, y: 65, width: 100, height: 100))
        overflow.backgroundColor = .systemYellow
        v.addSubview(overflow)
        return v
    }

    static func borders() -> View {
        let container = View(frame: CGRect(x: 0, y: 0, width: 220, height: 110))
        let solid = View(frame: CGRect(x: 0, y: 5, width: 100, height: 100))
        solid.borderWidth = 4
        solid.borderColor = .systemGreen
        solid.cornerRadius = 14
        let dashed = View(frame: CGRect(x: 120, y: 5, width: 100, height: 100))
        dashed.borderWidth = 3
        dashed.borderColor = .white
        dashed.borderDashPattern = [10, 6]
        container.addSubview(solid)
        container.addSubview(dashed)
        return container
    }

    static func text() -> View {
        let container = View(frame: CGRect(x: 0, y: 0, width: 260, height: 150))
        let latin = Label(text: "Hello, playground", font: .systemFont(ofSize: 24, weight: .bold), color: .white)
        latin.frame = CGRect(x: 0, y: 0, width: 260, height: 34)
        latin.textAlignment = .center
        let cjk = Label(text: "你好，交互式动画", font: .systemFont(ofSize: 22), color: .systemYellow)
        cjk.frame = CGRect(x: 0, y: 40, width: 260, height: 32)
        cjk.textAlignment = .center
        let wrapped = Label(text: "Springs, Béziers and keyframes — 弹簧与关键帧, wrapped over lines.",
                            font: .systemFont(ofSize: 15), color: Color(white: 0.8))
        wrapped.numberOfLines = 0
        wrapped.textAlignment = .center
        wrapped.frame = CGRect(x: 10, y: 80, width: 240, height: 64)
        [latin, cjk, wrapped].forEach(container.addSubview)
        return container
    }

    static func images() -> View {
        let container = View(frame: CGRect(x: 0, y: 0, width: 260, height: 200))
        let straight = ImageView(image: Image(named: "landscape"))
        straight.frame = CGRect(x: 0, y: 0, width: 128, height: 96)
        straight.cornerRadius = 10
        straight.clipsToBounds = true
        let turned = ImageView(image: Image(named: "landscape"))
        turned.frame = CGRect(x: 120, y: 80, width: 128, height: 96)
        turned.transform = CGAffineTransform(rotationAngle: -.pi / 12)
        turned.borderWidth = 2
        turned.borderColor = .white
        container.addSubview(straight)
        container.addSubview(turned)
        return container
    }

    static func blurs() -> View {
        let container = View(frame: CGRect(x: 0, y: 0, width: 270, height: 230))
        container.clipsToBounds = true
        container.cornerRadius = 8
        let backdrop = ImageView(image: Image(named: "landscape"))
        backdrop.frame = container.bounds
        container.addSubview(backdrop)
        for i in 0..<6 {
            let stripe = View(frame: CGRect(x: CGFloat(i) * 46, y: 0, width: 18, height: 230))
            stripe.backgroundColor = [Color.white, .systemRed, .black, .systemGreen, .white, .systemBlue][i]
            container.addSubview(stripe)
        }
        let effects: [(VisualEffect, String)] = [
            (CustomBlurEffect(radius: 2, saturation: 1), "σ 2"), (CustomBlurEffect(radius: 6, saturation: 1), "σ 6"),
            (CustomBlurEffect(radius: 16, saturation: 1), "σ 16"), (BlurEffect(style: .extraLight), "extraLight"),
            (BlurEffect(style: .light), "light"), (BlurEffect(style: .dark), "dark"),
        ]
        for (i, (effect, name)) in effects.enumerated() {
            let v = VisualEffectView(effect: effect)
            v.frame = CGRect(x: 10 + CGFloat(i % 3) * 86, y: 12 + CGFloat(i / 3) * 108, width: 78, height: 96)
            v.cornerRadius = 10
            let label = Label(text: name, font: .systemFont(ofSize: 12, weight: .semibold),
                              color: i == 5 ? .white : .black)
            label.textAlignment = .center
            label.frame = CGRect(x: 0, y: 74, width: 78, height: 18)
            v.contentView.addSubview(label)
            container.addSubview(v)
        }
        return container
    }
}

/// A panel with a feature in the middle and a caption below.
final class GalleryTile: View {
    private let content: View
    private let caption: Label

    init(caption text: String, content: View) {
        self.content = content
        caption = Label(text: text, font: .systemFont(ofSize: 15, weight: .medium), color: Color(white: 0.85))
        super.init()
        backgroundColor = Color(hex: 0x1E2128)
        cornerRadius = 14
        caption.textAlignment = .center
        addSubview(content)
        addSubview(caption)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.center = CGPoint(x: bounds.midX, y: (bounds.height - 36) / 2 + 6)
        caption.frame = CGRect(x: 8, y: bounds.height - 34, width: bounds.width - 16, height: 24)
    }
}
