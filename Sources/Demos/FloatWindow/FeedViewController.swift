import Views

/// The feed: one row per article; clicking a row pushes the article.
final class FeedViewController: ViewController {
    var onSelect: ((Int) -> Void)?
    private(set) var rows: [View] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(hex: 0xEDEDED)
        let header = Label(text: "发现 · Discover", font: .systemFont(ofSize: 22, weight: .bold), color: Color(white: 0.1))
        header.frame = CGRect(x: 20, y: 40, width: 300, height: 34)
        view.addSubview(header)
        for (i, article) in Article.all.enumerated() {
            let row = FeedRow(article: article)
            row.frame = CGRect(x: 12, y: 92 + CGFloat(i) * 104, width: 351, height: 94)
            let tap = TapGestureRecognizer()
            tap.addAction { [weak self] _ in self?.onSelect?(i) }
            row.addGestureRecognizer(tap)
            rows.append(row)
            view.addSubview(row)
        }
    }
}

/// A feed row: thumbnail, title and summary on a white card.
final class FeedRow: View {
    init(article: Article) {
        super.init()
        backgroundColor = .white
        cornerRadius = 12
        let thumb = ImageView(image: Image(named: article.image))
        thumb.frame = CGRect(x: 12, y: 12, width: 70, height: 70)
        thumb.cornerRadius = 10
        thumb.clipsToBounds = true
        let title = Label(text: article.title, font: .systemFont(ofSize: 17, weight: .semibold), color: Color(white: 0.1))
        title.frame = CGRect(x: 96, y: 18, width: 240, height: 24)
        let summary = Label(text: article.summary, font: .systemFont(ofSize: 14), color: Color(white: 0.45))
        summary.frame = CGRect(x: 96, y: 48, width: 240, height: 20)
        [thumb, title, summary].forEach(addSubview)
    }

    // Pressed: the card darkens a little while the finger is on it, as a table cell highlights.
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { backgroundColor = Color(white: 0.9) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { backgroundColor = .white }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { backgroundColor = .white }
}
