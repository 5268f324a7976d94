/// An error answer: `{"error":"invalid_grant","error_description":"…"}`. The description is
/// the server's English and is never shown; the code says what went wrong.
struct OAuthErrorDTO: Decodable {
    let error: String
}
