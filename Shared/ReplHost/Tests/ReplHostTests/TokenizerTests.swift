import ReplHost
import Testing

@Suite("Given a command line typed by a person")
struct TokenizerTests {
    @Test("When words are separated by runs of spaces and tabs Then each word is kept once, without blanks")
    func extraSpaces() {
        #expect(Tokenizer.tokenize("  open   3 \t next  ") == .success(["open", "3", "next"]))
    }

    @Test("When a double-quoted text holds spaces Then it is one word without the quotes")
    func doubleQuotes() {
        #expect(Tokenizer.tokenize(#"search "new york" now"#) == .success(["search", "new york", "now"]))
    }

    @Test("When a single-quoted text holds spaces and a double quote Then it is one word, taken as it is")
    func singleQuotes() {
        #expect(Tokenizer.tokenize(#"search 'say "hi"'"#) == .success(["search", #"say "hi""#]))
    }

    @Test("When a quote touches other characters Then they join into one word")
    func quoteJoinsWord() {
        #expect(Tokenizer.tokenize(#"filter city="San José""#) == .success(["filter", "city=San José"]))
    }

    @Test("When a backslash precedes a space or a quote Then that character is taken literally")
    func backslash() {
        #expect(Tokenizer.tokenize(#"search new\ york"#) == .success(["search", "new york"]))
        #expect(Tokenizer.tokenize(#"search "a \"b\" c""#) == .success(["search", #"a "b" c"#]))
    }

    @Test("When a backslash is inside single quotes Then it stays a backslash")
    func backslashInSingleQuotes() {
        #expect(Tokenizer.tokenize(#"open 'C:\temp'"#) == .success(["open", #"C:\temp"#]))
    }

    @Test("When a line ends with a backslash Then the backslash is kept")
    func trailingBackslash() {
        #expect(Tokenizer.tokenize(#"open a\"#) == .success(["open", #"a\"#]))
    }

    @Test("When empty quotes are given Then they make one empty word")
    func emptyQuotes() {
        #expect(Tokenizer.tokenize(#"search """#) == .success(["search", ""]))
    }

    @Test("When a quote is never closed Then the tokenizer fails naming that quote")
    func unterminatedQuote() {
        #expect(Tokenizer.tokenize(#"search "new york"#) == .failure(.unterminatedQuote("\"")))
        #expect(Tokenizer.tokenize("search 'new york") == .failure(.unterminatedQuote("'")))
    }

    @Test("When the line is blank Then there are no words")
    func blank() {
        #expect(Tokenizer.tokenize("   ") == .success([]))
        #expect(Tokenizer.tokenize("") == .success([]))
    }
}
