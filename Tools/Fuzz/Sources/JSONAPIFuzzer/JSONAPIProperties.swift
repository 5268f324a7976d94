import Foundation
import FuzzSupport
import Localization
import Networking
import NetworkingFuzzSupport

/// What `JSONAPIDocumentDecoder` promises for any body: a document or a
/// `JSONAPIDocumentError`, never a trap; no more resources than the limit in each array;
/// every string it keeps cleaned (`OutsideText.multiline` leaves it as it is) and no longer
/// than the limit. Small limits, so inputs reach them.
enum JSONAPIProperties {
    static let limits = ResponseLimits(maxStringLength: 64, maxRecords: 8)

    static func check(_ bytes: UnsafeRawBufferPointer) {
        let document: JSONAPIDocument
        do {
            document = try JSONAPIDocumentDecoder(limits: limits).decode(Data(bytes))
        } catch {
            return
        }
        let primary: [JSONAPIResource]
        switch document.data {
        case .none: primary = []
        case .single(let resource): primary = [resource]
        case .many(let resources): primary = resources
        }
        Property.require(primary.count <= limits.maxRecords, "\(primary.count) primary resources")
        Property.require(document.included.count <= limits.maxRecords, "\(document.included.count) included resources")
        for resource in primary + document.included {
            OutsideStrings.check([resource.type, resource.id], maxLength: limits.maxStringLength)
            for (name, value) in resource.attributes {
                OutsideStrings.check([name], maxLength: limits.maxStringLength)
                OutsideStrings.check(value, maxLength: limits.maxStringLength)
            }
        }
        for error in document.errors {
            for text in [error.status, error.title, error.detail, error.sourcePointer].compactMap({ $0 }) {
                Property.require(OutsideText.singleLine(text) == text, "an error text not on one clean line")
            }
        }
    }
}
