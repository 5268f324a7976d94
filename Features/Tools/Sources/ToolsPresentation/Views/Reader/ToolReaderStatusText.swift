import ToolsDomain

/// The lines under a reader's page: "Page 2 of 8 · Arabic · right to left · training tips on
/// · switch: English" (the page left out where pages are not read in order), then what to
/// type, and how to open a tip when the page lists any.
@MainActor
struct ToolReaderStatusText {
    let words: ToolReaderText

    func lines(
        page: Int?, of translation: ToolTranslationDomainModel, other: ToolTranslationDomainModel?, tipsOn: Bool,
        hint: ToolReaderStringKey, listsTips: Bool
    ) -> [String] {
        var status =
            page.map { [words.strings.text(.readerPage, ["page": String($0 + 1), "pages": String(translation.pages.count)])] }
            ?? []
        status.append(translation.language.name)
        if translation.language.isRightToLeft { status.append(words.strings.text(.readerRightToLeft)) }
        if tipsOn { status.append(words.reader.text(.readerTipsOnStatus)) }
        if let other { status.append(words.reader.text(.readerSwitchTo, ["language": other.language.name])) }
        return [status.joined(separator: " · "), words.reader.text(hint)]
            + (listsTips ? [words.reader.text(.readerTipsHint)] : [])
    }
}
