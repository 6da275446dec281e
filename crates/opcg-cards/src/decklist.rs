//! Deck lists in the common one-per-line form:
//!
//! ```text
//! 1xOP01-001
//! 4xOP01-004
//! 4xOP01-006
//! ```
//!
//! The leader is the entry whose card is a Leader (written first, as `1x…`). Blank lines and
//! lines starting with `#` or `//` are ignored; `4 x OP01-004`, `4X OP01-004` and a trailing
//! card name (`4xOP01-004 Some Name`) are accepted. Parsing reports every bad line at once.

use std::fmt;

use opcg_engine::{CardKind, DeckList};

/// A deck list as read: the leader and the 50 main-deck numbers, in the order written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedDeck {
    pub leader: String,
    pub main: Vec<String>,
}

impl From<ParsedDeck> for DeckList {
    fn from(d: ParsedDeck) -> DeckList {
        DeckList { leader: d.leader, main: d.main }
    }
}

/// One problem of a deck list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckListError {
    /// 1-based line number; 0 for a problem of the whole list.
    pub line: usize,
    /// The line as written.
    pub text: String,
    pub kind: DeckListErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckListErrorKind {
    /// Not of the form `<count>x<card number>`.
    Malformed,
    /// A count of 0 or one too large to be meant (over 50).
    BadCount,
    /// A card number the card pool does not know.
    UnknownCard(String),
    /// No Leader card in the list.
    NoLeader,
    /// More than one Leader card, or a leader with a count other than 1.
    LeaderCount,
}

impl fmt::Display for DeckListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {} ({:?}): ", self.line, self.text)?;
        }
        match &self.kind {
            DeckListErrorKind::Malformed => write!(f, "expected <count>x<card number>, e.g. 4xOP01-004"),
            DeckListErrorKind::BadCount => write!(f, "the count must be between 1 and 50"),
            DeckListErrorKind::UnknownCard(n) => write!(f, "unknown card {n}"),
            DeckListErrorKind::NoLeader => write!(f, "the list has no Leader card"),
            DeckListErrorKind::LeaderCount => write!(f, "a deck has exactly one Leader card, written 1x"),
        }
    }
}

impl std::error::Error for DeckListError {}

/// Reads a deck list. `kind_of` tells the kind of a card number, `None` for an unknown card.
///
/// Deck-building rules (size, colours, copies: 5-1-2) are the engine's to check; this only reads.
pub fn parse(text: &str, kind_of: impl Fn(&str) -> Option<CardKind>) -> Result<ParsedDeck, Vec<DeckListError>> {
    let mut errors = Vec::new();
    let mut leader: Option<(usize, String)> = None;
    let mut main = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim().trim_start_matches('\u{feff}');
        if line.is_empty() || line.starts_with('#') || line.starts_with("//") {
            continue;
        }
        let err = |kind| DeckListError { line: i + 1, text: raw.to_string(), kind };
        let Some((count, number)) = split_entry(line) else {
            errors.push(err(DeckListErrorKind::Malformed));
            continue;
        };
        let Some(count) = count.filter(|c| (1..=MAX_LINE_COUNT).contains(c)) else {
            errors.push(err(DeckListErrorKind::BadCount));
            continue;
        };
        match kind_of(&number) {
            None => errors.push(err(DeckListErrorKind::UnknownCard(number))),
            Some(CardKind::Leader) => {
                if leader.is_some() || count != 1 {
                    errors.push(err(DeckListErrorKind::LeaderCount));
                } else {
                    leader = Some((i + 1, number));
                }
            }
            Some(_) => main.extend(std::iter::repeat_n(number, count)),
        }
    }
    if leader.is_none() && errors.iter().all(|e| !matches!(e.kind, DeckListErrorKind::LeaderCount)) {
        errors.push(DeckListError { line: 0, text: String::new(), kind: DeckListErrorKind::NoLeader });
    }
    match leader {
        Some((_, leader)) if errors.is_empty() => Ok(ParsedDeck { leader, main }),
        _ => Err(errors),
    }
}

/// `4xOP01-004 name` → (Some(4), "OP01-004"); the count is None when it is not a number.
fn split_entry(line: &str) -> Option<(Option<usize>, String)> {
    let x = line.find(['x', 'X', '×'])?;
    let count = line[..x].trim();
    if count.is_empty() || !count.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let rest = line[x..].trim_start_matches(['x', 'X', '×']).trim_start();
    let number: String = rest.chars().take_while(|c| !c.is_whitespace()).collect();
    let valid = !number.is_empty() && number.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if !valid {
        return None;
    }
    Some((count.parse().ok(), number))
}

/// The largest count one line may give (`parse` refuses more: a count that large is not meant).
pub const MAX_LINE_COUNT: usize = 50;

/// Writes a deck list: the leader as `1x…`, then each main-deck number once with its count, in
/// the order of first appearance. A count above [`MAX_LINE_COUNT`] (a deck far from legal,
/// kept while it is being built) takes several lines, so what is written always reads back.
#[must_use]
pub fn write(leader: &str, main: &[String]) -> String {
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for n in main {
        match counts.iter_mut().find(|(m, _)| m == n) {
            Some((_, c)) => *c += 1,
            None => counts.push((n, 1)),
        }
    }
    let mut out = format!("1x{leader}\n");
    for (n, mut c) in counts {
        while c > 0 {
            let line = c.min(MAX_LINE_COUNT);
            out.push_str(&format!("{line}x{n}\n"));
            c -= line;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(n: &str) -> Option<CardKind> {
        match n {
            "TST-001" | "TST-009" => Some(CardKind::Leader),
            "TST-002" | "TST-003" => Some(CardKind::Character),
            "TST-004" => Some(CardKind::Event),
            _ => None,
        }
    }

    /// Found by the fuzz tests: a list with one number on several lines (120 copies in all)
    /// was written as `120x…`, which the reader refuses; it now takes lines of at most 50.
    #[test]
    fn a_written_list_always_reads_back() {
        let main: Vec<String> = std::iter::repeat_n("TST-002".to_string(), 120).chain(std::iter::once("TST-004".to_string())).collect();
        let text = write("TST-001", &main);
        assert_eq!(text, "1xTST-001\n50xTST-002\n50xTST-002\n20xTST-002\n1xTST-004\n");
        assert_eq!(parse(&text, kinds), Ok(ParsedDeck { leader: "TST-001".into(), main }));
    }

    #[test]
    fn reads_the_common_form_and_writes_it_back() {
        let text = "# my deck\n1xTST-001\n4xTST-002\n\n4 x TST-003 Harbor Lookout\n2XTST-004\n";
        let deck = parse(text, kinds).unwrap();
        assert_eq!(deck.leader, "TST-001");
        assert_eq!(deck.main.len(), 10);
        assert_eq!(deck.main.iter().filter(|n| *n == "TST-003").count(), 4);
        let written = write(&deck.leader, &deck.main);
        assert_eq!(written, "1xTST-001\n4xTST-002\n4xTST-003\n2xTST-004\n");
        assert_eq!(parse(&written, kinds).unwrap(), deck);
    }

    #[test]
    fn every_bad_line_is_reported_with_its_number() {
        let text = "1xTST-001\nfour of TST-002\n0xTST-002\n4xNOPE-1\n1xTST-009\n";
        let errors = parse(text, kinds).unwrap_err();
        let found: Vec<_> = errors.iter().map(|e| (e.line, e.kind.clone())).collect();
        assert_eq!(
            found,
            vec![
                (2, DeckListErrorKind::Malformed),
                (3, DeckListErrorKind::BadCount),
                (4, DeckListErrorKind::UnknownCard("NOPE-1".into())),
                (5, DeckListErrorKind::LeaderCount),
            ]
        );
        assert_eq!(errors[2].to_string(), "line 4 (\"4xNOPE-1\"): unknown card NOPE-1");
    }

    #[test]
    fn a_list_without_leader_says_so() {
        let errors = parse("4xTST-002\n", kinds).unwrap_err();
        assert_eq!(errors, vec![DeckListError { line: 0, text: String::new(), kind: DeckListErrorKind::NoLeader }]);
        assert_eq!(parse("", kinds).unwrap_err()[0].kind, DeckListErrorKind::NoLeader);
    }

    #[test]
    fn huge_counts_are_refused_not_allocated() {
        let errors = parse("1xTST-001\n99999999999999999999xTST-002\n", kinds).unwrap_err();
        assert_eq!(errors[0].kind, DeckListErrorKind::BadCount);
    }
}
