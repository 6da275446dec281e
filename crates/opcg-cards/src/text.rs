//! Normalising card text as card lists publish it.
//!
//! Card lists carry HTML: entities (`&lt;`, `&amp;`, `&#39;`, …) and `<br>` between lines; "-"
//! stands for "no text". Normalised text has plain characters, one ability per line joined by
//! `\n`, no trailing spaces, and is empty for a card without text. One typographic variant is
//! made canonical: the Japanese lists spell ドン‼ (U+203C) also as ドン!! or ドン！！ — the
//! same word, written one way. Likewise the DON!!-rest symbol printed with the dingbat circled
//! digits (➀ ➁ …, U+2780‥) is written with the circled digits (① ② …, U+2460‥). A run of
//! spaces inside a line is one space, and a space before the cost colon 「：」 goes (a list's
//! typing slips, never meaning).

/// The normalised form of one card-list text field.
#[must_use]
pub fn normalise(raw: &str) -> String {
    let decoded = decode_entities(&replace_breaks(raw)).replace("ドン!!", "ドン‼").replace("ドン！！", "ドン‼").replace("ドン !!", "ドン‼");
    let decoded: String = decoded.chars().map(circled_digit).collect();
    let lines: Vec<String> = decoded.lines().map(str::trim).filter(|l| !l.is_empty()).map(one_space).collect();
    let joined = lines.join("\n");
    if joined == "-" || joined == "－" {
        String::new()
    } else {
        joined
    }
}

/// Runs of ASCII spaces become one space; spaces before the cost colon 「：」 go.
fn one_space(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    for c in line.chars() {
        if c == '：' {
            out.truncate(out.trim_end_matches([' ', '\u{3000}']).len());
        }
        if !(c == ' ' && out.ends_with(' ')) {
            out.push(c);
        }
    }
    out
}

/// ➀‥➉ (dingbat) → ①‥⑩.
fn circled_digit(c: char) -> char {
    match c {
        '\u{2780}'..='\u{2789}' => char::from_u32(c as u32 - 0x2780 + 0x2460).unwrap_or(c),
        _ => c,
    }
}

/// `<br>`, `<br/>`, `<br />` (any case) become `\n`.
fn replace_breaks(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find('<') {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        let close = tail.find('>');
        let tag = close.map(|c| &tail[1..c]);
        match tag {
            Some(t) if t.trim().trim_end_matches('/').trim().eq_ignore_ascii_case("br") => {
                out.push('\n');
                rest = &tail[close.unwrap_or(0) + 1..];
            }
            _ => {
                out.push('<');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Decodes the named entities card lists use and every numeric one; unknown ones stay as they are.
fn decode_entities(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        let end = tail[1..].find(|c: char| c == ';' || c == '&' || c.is_whitespace()).map(|e| e + 1);
        let decoded = match end {
            Some(e) if tail.as_bytes().get(e) == Some(&b';') => entity(&tail[1..e]).map(|c| (c, e + 1)),
            _ => None,
        };
        match decoded {
            Some((c, used)) => {
                out.push(c);
                rest = &tail[used..];
            }
            None => {
                out.push('&');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

fn entity(name: &str) -> Option<char> {
    if let Some(num) = name.strip_prefix('#') {
        let code = match num.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => num.parse::<u32>().ok()?,
        };
        return char::from_u32(code);
    }
    Some(match name {
        "lt" => '<',
        "gt" => '>',
        "amp" => '&',
        "quot" => '"',
        "apos" => '\'',
        "nbsp" => ' ',
        "minus" => '−',
        "times" => '×',
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn breaks_become_lines_and_entities_characters() {
        assert_eq!(normalise("[On Play] Draw 1 card.<br>[Blocker]"), "[On Play] Draw 1 card.\n[Blocker]");
        assert_eq!(normalise("a<BR />b<br/>c"), "a\nb\nc");
        assert_eq!(normalise("cost of 3 or less &amp; &lt;Name&gt; &#8722;1 &#x2212;2"), "cost of 3 or less & <Name> −1 −2");
    }

    #[test]
    fn don_is_spelled_one_way() {
        assert_eq!(normalise("ドン!!×1"), "ドン‼×1");
        assert_eq!(normalise("【ドン！！×2】"), "【ドン‼×2】");
        assert_eq!(normalise("DON!! x1"), "DON!! x1", "English keeps its spelling");
    }

    #[test]
    fn the_don_symbol_is_spelled_one_way() {
        assert_eq!(normalise("\u{2780} (x): Draw 1 card."), "\u{2460} (x): Draw 1 card.");
        assert_eq!(normalise("\u{2781}\u{2789}"), "\u{2461}\u{2469}");
        assert_eq!(normalise("\u{2462}"), "\u{2462}", "already canonical");
    }

    #[test]
    fn a_run_of_spaces_is_one_space() {
        assert_eq!(normalise("[Once Per Turn]  \u{2462} (x)"), "[Once Per Turn] \u{2462} (x)");
        assert_eq!(normalise("a   b<br>c  d"), "a b\nc d");
        assert_eq!(normalise("レストにできる\u{3000}：カード1枚を引く。"), "レストにできる：カード1枚を引く。", "no space before the cost colon");
        assert_eq!(normalise("《海 賊》\u{3000}と"), "《海 賊》\u{3000}と", "other full-width spaces are kept");
    }

    #[test]
    fn a_dash_means_no_text() {
        assert_eq!(normalise("-"), "");
        assert_eq!(normalise("  "), "");
    }

    #[test]
    fn stray_markup_is_kept_not_lost() {
        assert_eq!(normalise("a < b & c"), "a < b & c");
        assert_eq!(normalise("&unknown; x"), "&unknown; x");
        assert_eq!(normalise("<i>x</i>"), "<i>x</i>");
    }
}
