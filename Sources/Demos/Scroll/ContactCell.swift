import Views

/// One person in the scroll scene's list: a coloured avatar with initials, a name and a line of detail, a
/// hairline below. Reused as rows scroll away.
final class ContactCell: TableViewCell {
    static let identifier = "Contact"
    static let height: CGFloat = 64
    private let avatar = View()
    private let initials = Label(text: "", font: .systemFont(ofSize: 15, weight: .semibold), color: .white)
    private let name = Label(text: "", font: .systemFont(ofSize: 17), color: Color(white: 0.08))
    private let detail = Label(text: "", font: .systemFont(ofSize: 13), color: Color(white: 0.5))
    private let separator = View()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = .white
        avatar.cornerRadius = 20
        initials.textAlignment = .center
        separator.backgroundColor = Color(white: 0.86)
        [avatar, initials, name, detail, separator].forEach(contentView.addSubview)
    }

    /// Shows `contact`.
    func show(_ contact: Contact) {
        avatar.backgroundColor = contact.color
        initials.text = contact.initials
        name.text = contact.name
        detail.text = contact.detail
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatar.frame = CGRect(x: 16, y: 12, width: 40, height: 40)
        initials.frame = avatar.frame
        name.frame = CGRect(x: 72, y: 11, width: bounds.width - 88, height: 22)
        detail.frame = CGRect(x: 72, y: 34, width: bounds.width - 88, height: 18)
        separator.frame = CGRect(x: 72, y: bounds.height - 0.5, width: bounds.width - 72, height: 0.5)
    }
}

/// A made-up person (the same list every run).
nonisolated struct Contact: Sendable {
    let name: String
    let initials: String
    let detail: String
    let color: Color

    private static let first = ["Ada", "Ben", "Chloé", "Dmitri", "Emi", "Farah", "Gus", "Hana", "Ivo", "Jun", "Kofi",
                                "Lena", "Mateo", "Nia", "Omar", "Priya", "Quinn", "Rosa", "Sven", "Tariq", "Uma", "Wei"]
    private static let last = ["Abbott", "Brandt", "Castro", "Dubois", "Eriksen", "Fischer", "García", "Haddad", "Ito",
                               "Jensen", "Kowalski", "Laurent", "Moreau", "Nakamura", "Okafor", "Petrov", "Rossi",
                               "Silva", "Tanaka", "Vidal", "Weber", "Yilmaz", "Zhou"]
    private static let places = ["Lyon", "Osaka", "Lagos", "Porto", "Oslo", "Quito", "Seoul", "Turin", "Accra", "Hanoi"]
    private static let palette: [Color] = [Color(hex: 0xFF6B5B), Color(hex: 0xF7A531), Color(hex: 0x34C77B),
                                           Color(hex: 0x2FB5D6), Color(hex: 0x4F7BF0), Color(hex: 0x9A63E8),
                                           Color(hex: 0xE85D9A), Color(hex: 0x7C8A99)]

    /// The `index`th person.
    init(index: Int) {
        let f = Contact.first[index % Contact.first.count]
        let l = Contact.last[(index * 7 + index / Contact.first.count) % Contact.last.count]
        name = "\(f) \(l)"
        initials = "\(f.prefix(1))\(l.prefix(1))"
        detail = "#\(index + 1) · \(Contact.places[(index * 3) % Contact.places.count])"
        color = Contact.palette[(index * 5) % Contact.palette.count]
    }
}

/// A full-height card of the paging mode.
final class PageView: View {
    private let card = View()
    private let number: Label
    private let caption: Label

    init(index: Int, count: Int) {
        number = Label(text: "\(index + 1)", font: .systemFont(ofSize: 96, weight: .bold), color: .white)
        caption = Label(text: "Page \(index + 1) of \(count) · a fling turns one page", font: .systemFont(ofSize: 15),
                        color: Color(white: 1, alpha: 0.85))
        super.init()
        let colors: [Color] = [Color(hex: 0x4F7BF0), Color(hex: 0x34C77B), Color(hex: 0xF7A531), Color(hex: 0xE85D9A),
                               Color(hex: 0x2FB5D6), Color(hex: 0x9A63E8), Color(hex: 0xFF6B5B), Color(hex: 0x7C8A99)]
        card.backgroundColor = colors[index % colors.count]
        card.cornerRadius = 24
        number.textAlignment = .center
        caption.textAlignment = .center
        [card, number, caption].forEach(addSubview)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = bounds.insetBy(dx: 16, dy: 12)
        number.frame = CGRect(x: 0, y: bounds.midY - 70, width: bounds.width, height: 110)
        caption.frame = CGRect(x: 0, y: bounds.midY + 50, width: bounds.width, height: 22)
    }
}
