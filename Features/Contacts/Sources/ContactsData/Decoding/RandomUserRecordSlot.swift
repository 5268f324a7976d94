/// One element of a response's `results` array, read on its own.
///
/// Decoding a slot never throws: a record that cannot be read (a missing
/// field, a wrong type, a bad date, not even an object) is kept as the reason
/// it could not be read, so the rest of the page still decodes.
struct RandomUserRecordSlot: Decodable {
    /// The record, or why it could not be read.
    var outcome: Result<RandomUserRecord, RandomUserRecordRejection>

    init(from decoder: any Decoder) {
        let recordDepth = decoder.codingPath.count
        do {
            outcome = .success(try RandomUserRecord(from: decoder))
        } catch let error as DecodingError {
            outcome = .failure(RandomUserRecordRejection(decodingError: error, droppingPathPrefix: recordDepth))
        } catch {
            outcome = .failure(.other(String(describing: error)))
        }
    }
}
