import ReplKit
import Testing

@Suite("Given text word-wrapped to terminal columns")
struct ColumnTextWordWrapTests {
    @Test("When a sentence is wider than the columns Then it breaks at spaces, each line as full as it can be")
    func breaksAtSpaces() {
        #expect(
            ColumnText.wordWrapped("change the order: newest, price-asc or name-asc", toColumns: 20) == [
                "change the order:", "newest, price-asc or", "name-asc",
            ])
    }

    @Test("When a word is wider than a line Then it is broken where it must be, nothing cut")
    func longWordBroken() {
        #expect(ColumnText.wordWrapped("a Donaudampfschiff", toColumns: 8) == ["a", "Donaudam", "pfschiff"])
    }

    @Test("When Chinese text has no spaces Then it breaks between characters, each counting two columns")
    func chineseBreaksBetweenCharacters() {
        let lines = ColumnText.wordWrapped("输入 retry 重试已下载的内容会保留", toColumns: 14)

        #expect(lines == ["输入 retry 重", "试已下载的内容", "会保留"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 14 })
    }

    @Test("When Japanese text would start a line with a closing mark Then the character before it goes down with it")
    func closingMarkKeptWithItsCharacter() {
        #expect(ColumnText.wordWrapped("レッスンを受ける。次へ", toColumns: 16) == ["レッスンを受け", "る。次へ"])
    }

    @Test("When Japanese text holds Latin words Then it breaks beside its own characters, never inside a Latin word")
    func latinWordsInJapaneseKept() {
        let text = "並び順を変える: newest、price-asc、price-desc、name-asc、name-desc、検索中は relevance"
        for columns in 14...40 {
            let lines = ColumnText.wordWrapped(text, toColumns: columns)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= columns })
            for (line, next) in zip(lines, lines.dropFirst()) {
                #expect(!(line.last.map(\.isASCIILetterOrDash) == true && next.first.map(\.isASCIILetterOrDash) == true))
            }
        }
        #expect(
            ColumnText.wordWrapped(text, toColumns: 30) == [
                "並び順を変える: newest、", "price-asc、price-desc、", "name-asc、name-desc、検索中は", "relevance",
            ])
    }

    @Test("When Korean text is wider than the columns Then it breaks at its spaces, not inside words")
    func koreanBreaksAtSpaces() {
        #expect(ColumnText.wordWrapped("다시 시도하려면 retry를 입력하세요", toColumns: 20) == ["다시 시도하려면", "retry를 입력하세요"])
    }

    @Test(
        "When text in any script is wrapped Then no line is wider than the columns and the words read as before",
        arguments: [
            "Введите next, prev или back, чтобы вернуться к урокам и продолжить.",
            "اكتب next أو prev أو back للعودة إلى الدروس وتابع القراءة من حيث توقفت.",
            "次のページへ進むには next、前のページへ戻るには prev と入力してください。",
            "कोई पाठ शुरू करने के लिए open और एक संख्या लिखें, या पाठ दूसरी भाषा में पढ़ने के लिए language।",
        ]
    )
    func nothingLostInAnyScript(text: String) {
        for columns in [12, 20, 33, 80] {
            let lines = ColumnText.wordWrapped(text, toColumns: columns)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= columns })
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
        }
    }

    @Test("When the text is empty Then there are no lines")
    func empty() {
        #expect(ColumnText.wordWrapped("", toColumns: 10).isEmpty)
    }
}

extension Character {
    fileprivate var isASCIILetterOrDash: Bool { isASCII && (isLetter || self == "-") }
}
