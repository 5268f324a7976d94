import Testing

@testable import ProductListingData

/// Found by Tools/Fuzz's JSONByteScannerFuzzer (a catalog line cut short inside an array):
/// a failure at the end of the line named a byte after its end, so the import's message
/// pointed one byte past the line.
@Suite("Where the JSON byte scanner says a cut line ends")
struct JSONByteScannerEndOffsetTests {
    @Test(
        "Given a line cut short When skipped Then the failure names the end of the line, not past it",
        arguments: [#"[{"stock":15}"#, #"{"a":[1"#, #"{"a":"\"#, #"{"a":"\u12"#, #"{"a":1"#])
    func cutLine(text: String) {
        let bytes = Array(text.utf8)
        let failure = bytes.withUnsafeBytes { buffer -> JSONByteScanner.Failure? in
            var scanner = JSONByteScanner(buffer)
            do {
                try scanner.skipValue()
                try scanner.end()
                return nil
            } catch {
                return error as? JSONByteScanner.Failure
            }
        }
        #expect(failure != nil)
        #expect((failure?.offset ?? .max) <= bytes.count)
    }

    @Test(
        "Given a product line cut inside its variants When parsed Then the message names the byte after its end, not one further")
    func cutProductLine() {
        let variant = #"{"sku":"MS1-S","colour":"c","stock":15,"price":{"amount":{"amount":1,"currencyCode":"GBP"}}}"#
        let text = #"{"styleNumber":"MS1","variants":["# + variant
        let bytes = Array(text.utf8)
        let reason = bytes.withUnsafeBytes { buffer -> String? in
            do {
                _ = try ProductCatalogLineParser.product(buffer)
                return nil
            } catch let failure as ProductCatalogLineParser.Failure {
                return failure.reason
            } catch {
                return nil
            }
        }
        #expect(reason == "not JSON: expected ',' or ']' in an array at byte \(bytes.count + 1)")
    }
}
