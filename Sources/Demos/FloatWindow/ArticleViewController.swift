import Views

/// An article page. A drag from its left edge pops it interactively; the scene decides how it ends.
final class ArticleViewController: ViewController {
    let article: Article
    let index: Int
    let edgePan = ScreenEdgePanGestureRecognizer()
    /// Called when "‹ Back" is clicked.
    var onBack: (() -> Void)?

    init(article: Article, index: Int) {
        self.article = article
        self.index = index
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.clipsToBounds = true
        let banner = View(frame: CGRect(x: 0, y: 0, width: 375, height: 220))
        banner.backgroundColor = article.color
        let image = ImageView(image: Image(named: article.image))
        image.frame = CGRect(x: 137, y: 60, width: 100, height: 100)
        banner.addSubview(image)
        let back = PressableLabel(text: "‹ Back", font: .systemFont(ofSize: 17, weight: .medium), color: .white)
        back.frame = CGRect(x: 8, y: 26, width: 80, height: 32)
        back.onTap = { [weak self] in self?.onBack?() }
        banner.addSubview(back)
        let title = Label(text: article.title, font: .systemFont(ofSize: 26, weight: .bold), color: Color(white: 0.1))
        title.frame = CGRect(x: 20, y: 240, width: 335, height: 36)
        let body = Label(text: article.body, font: .systemFont(ofSize: 17), color: Color(white: 0.25))
        body.numberOfLines = 0
        body.textAlignment = .left
        body.frame = CGRect(x: 20, y: 290, width: 335, height: 160)
        let hint = Label(text: "Swipe from the left edge to go back · 从左边缘滑动返回", font: .systemFont(ofSize: 13),
                         color: Color(white: 0.55))
        hint.textAlignment = .center
        hint.frame = CGRect(x: 0, y: 600, width: 375, height: 20)
        [banner, title, body, hint].forEach(view.addSubview)
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }
}

/// A label that dims while pressed and calls `onTap` when released over it (the article's "‹ Back").
final class PressableLabel: Label {
    var onTap: (() -> Void)?

    override init() {
        super.init()
        isUserInteractionEnabled = true
        textAlignment = .center
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        textAlignment = .center
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { alpha = 0.45 }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { alpha = 1 }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        alpha = 1
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?()
    }
}
