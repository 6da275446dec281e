//! No input makes the compiler or the renderer panic (the importer is user-facing).

use game_core::Lang;
use opcg_cards::compile::{compile_text, compile_trigger};
use opcg_cards::render::{render_abilities, render_effect};

/// A small deterministic generator (xorshift), so the test needs no dependency.
struct Gen(u64);

impl Gen {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const PIECES: &[&str] = &[
    "[On Play] ", "【登場時】", "K.O. ", "up to ", "1", "99999999999", " of your opponent's ", "Characters",
    " with a cost of ", " or less", ".", "。", " Then, ", "その後、", "If ", "場合、", "(", ")", "（", "[", "]", "{",
    "}", "《", "》", "「", "」", "【", "】", ":", "：", "、", "\n", "• ", "・", "➀", "①", "DON!! ", "ドン‼", "−", "-",
    "+", "×", "x", " ", "を、", "KOする", "カード", "枚まで", "Draw ", " card", "You may ", "rest this Character",
    "é", "💥", "\u{0}", "\r", "自分の手札", "捨て", "ることができる",
    "てもよい", "もよい。", "で、", "を持ち、", "の場合", "自分のリーダーが多色", "you may ", " if you have ", ", then ",
    "[Blocker]", "【ブロッカー】", " and ", "3 to 5", "から",
];

fn check(s: &str) {
    for lang in [Lang::En, Lang::Ja] {
        let c = compile_text(s, lang);
        for u in &c.unread {
            assert!(u.span.start <= u.span.end && u.span.end <= s.len(), "span out of text: {u:?} in {s:?}");
            assert_eq!(s.get(u.span.clone()), Some(u.text.as_str()));
        }
        let _ = render_abilities(&c.abilities, &c.keywords, lang);
        let mut d = opcg_engine::CardDef::vanilla("FUZ-001", "Fuzz", opcg_engine::CardKind::Character, opcg_engine::Colour::Red);
        d.abilities = c.abilities.clone();
        d.keywords = c.keywords.clone();
        let _ = opcg_cards::render::render_card_hinted(&d, opcg_cards::render::Hints::of_text(s, lang), lang);
        match compile_trigger(s, lang) {
            Ok(e) => {
                let _ = render_effect(&e, lang);
            }
            Err(u) => assert!(u.span.end <= s.len()),
        }
    }
}

#[test]
fn random_template_pieces_never_panic() {
    let mut g = Gen(0x9E37_79B9_7F4A_7C15);
    for _ in 0..3000 {
        let n = g.below(12);
        let s: String = (0..n).map(|_| PIECES[g.below(PIECES.len())]).collect();
        check(&s);
    }
}

#[test]
fn random_characters_never_panic() {
    let mut g = Gen(12345);
    let alphabet: Vec<char> = "aZ09 .,:;()[]{}【】「」《》『』、。：・•➀①−-+×xドン‼!!カード\n\r\t\u{3000}é"
        .chars()
        .collect();
    for _ in 0..3000 {
        let n = g.below(40);
        let s: String = (0..n).map(|_| alphabet[g.below(alphabet.len())]).collect();
        check(&s);
        let bytes: Vec<u8> = (0..n).map(|_| g.next() as u8).collect();
        check(&String::from_utf8_lossy(&bytes));
    }
}
