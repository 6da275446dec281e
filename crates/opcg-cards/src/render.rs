//! The renderer: the engine's effect data → canonical card text in the game's template style,
//! in either language. It is the engine's reading of a card (the table shows it), and gives an
//! English reading of a Japanese-only card and vice versa. Its templates mirror the grammars of
//! [`crate::compile`], so text in canonical form reads back to the same data and renders back to
//! the same text.

pub mod en;
pub mod ja;

use game_core::Lang;
use opcg_engine::effect::{Ability, Act, Effect, Modifier, Targetable};
use opcg_engine::{CardDef, CardKind, Keyword};

/// What a text needs to know about its card ("this Character" / "this Leader" / "this Stage"),
/// and how to word a few templates ([`Hints`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ctx {
    pub kind: CardKind,
    /// English: "Draw 1 card if you have …" rather than "If you have …, draw 1 card".
    pub trailing_if: bool,
    /// How the clauses of one sentence are joined (English " and ", ", and ", ", then ", ". ", ", ";
    /// Japanese 「、」, written " and ", or 「。」).
    pub join: &'static str,
    /// [`Hints::dependent_chained`].
    pub dependent_chained: bool,
}

impl Default for Ctx {
    fn default() -> Self {
        Ctx { kind: CardKind::Character, trailing_if: false, join: " and ", dependent_chained: false }
    }
}

/// The card text of `abilities` (keyword lines first), one ability per line, for a Character.
#[must_use]
pub fn render_abilities(abilities: &[Ability], keywords: &[Keyword], lang: Lang) -> String {
    render_abilities_for(Ctx::default(), abilities, keywords, lang)
}

/// The card text of `abilities` for a card of the given kind.
#[must_use]
pub fn render_abilities_for(ctx: Ctx, abilities: &[Ability], keywords: &[Keyword], lang: Lang) -> String {
    let mut lines: Vec<String> = Vec::new();
    for k in keywords {
        lines.push(match lang {
            Lang::En => en::keyword_line(*k),
            Lang::Ja => ja::keyword_line(*k),
        });
    }
    let mut i = 0;
    while i < abilities.len() {
        let a = &abilities[i];
        // the same ability under two timings prints as one "[A]/[B] …" line
        let twin = abilities.get(i + 1).and_then(|b| match lang {
            Lang::En => en::twin(ctx, a, b),
            Lang::Ja => ja::twin(ctx, a, b),
        });
        i += if twin.is_some() { 2 } else { 1 };
        let line = twin.unwrap_or_else(|| match lang {
            Lang::En => en::ability(ctx, a),
            Lang::Ja => ja::ability(ctx, a),
        });
        lines.push(line);
        if let Some(k) = granted_keyword(a) {
            lines.push(match lang {
                Lang::En => en::reminder(k).to_string(),
                Lang::Ja => ja::reminder(k).to_string(),
            });
        }
    }
    lines.retain(|l| !l.is_empty());
    lines.join("\n")
}

/// The effect body as sentences (no tags).
#[must_use]
pub fn render_effect(effect: &Effect, lang: Lang) -> String {
    match lang {
        Lang::En => en::effect(Ctx::default(), effect),
        Lang::Ja => ja::effect(Ctx::default(), effect),
    }
}

/// The \[Trigger\] text with its tag.
#[must_use]
pub fn render_trigger(effect: &Effect, lang: Lang) -> String {
    render_trigger_for(Ctx::default(), effect, lang)
}

/// The \[Trigger\] text of a card of the given kind.
#[must_use]
pub fn render_trigger_for(ctx: Ctx, effect: &Effect, lang: Lang) -> String {
    match lang {
        Lang::En => en::trigger(ctx, effect),
        Lang::Ja => ja::trigger(ctx, effect),
    }
}

/// How a card list printed a text, beyond what the effect data says (a render hint the compiler
/// records; the default is the canonical form).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hints {
    /// Reminder text is printed: "\[Blocker\] (After your opponent …)", "DON!! −1 (You may …)".
    /// Some lists print none at all; rule 2-8-4-1 gives it no meaning either way.
    pub reminders: bool,
    /// Printing variants the text uses (entry `i` of the language's [`VARIANTS_EN`] /
    /// [`VARIANTS_JA`] table); sized from the tables, so they grow without limit.
    pub variants: VariantSet,
    /// The keyword lines come after this many other lines (0: first, the canonical place).
    pub keywords_after: u8,
    /// English: a condition follows its clause ("Draw 1 card if you have …").
    pub trailing_if: bool,
    /// The clause joiner the text uses: English " and ", ", and ", ", then ", ", " ("A, B, and C"), ". " ("A. B."
    /// without "Then,"); Japanese 「、」 (the default, written " and ") or 「。」 (「A。B。」).
    pub join: &'static str,
    /// A named card is printed before the other alternative ("\[Sanji\] or {Big Mom Pirates}
    /// type card", 「「サンジ」かイベント」; the canonical order puts names last,
    /// `compile::order_alternatives`).
    pub names_first: bool,
    /// English: "other than \[Name\]" is printed before the cost limit ("… card other than
    /// \[Bepo\] with a cost of 4 or less").
    pub other_than_first: bool,
    /// English: abilities are printed on one line, glued ("… this turn.\[On Block\] …").
    pub glued: bool,
    /// English: "up to 1 of your … Leader or Character cards gains" is printed "up to 1 … Leader
    /// or Character card on your field gains".
    pub on_your_field: bool,
    /// "up to N of … Leader or Character cards" is printed "up to a total of N of … Leader and
    /// Character cards" (「…リーダーかキャラN枚まで」: 「…リーダーとキャラ合計N枚まで」).
    pub total_of_leader_and_character: bool,
    /// Japanese: the lines (bit `i`: line `i` of the effect text, then the \[Trigger\] line)
    /// printed without their closing 「。」 (「…をレストにする」).
    pub stopless: u32,
    /// Japanese: the card before the per-count step (「このキャラは、自分のトラッシュ4枚につき、
    /// パワー+1000」; canonical 「自分のトラッシュにあるカード4枚につき、このキャラのパワー+1000」).
    pub per_count_after: bool,
    /// English: a power printed before the prohibition of the same card ("this Character gains
    /// +1000 power and cannot be K.O.'d by effects"; canonical "… cannot be K.O.'d by effects and
    /// gains +1000 power", the order of both languages' other printings, `permanents::PAIRS`).
    pub power_first: bool,
    /// The lines (bit `i`: the `i`-th line that is not a reminder) printing two permanent
    /// abilities as two sentences ("All of your Characters gain +1 cost. If …, this Leader gains
    /// +1000 power."), which the renderer writes one per line.
    pub joined: u32,
    /// Japanese: the duration printed before all of the cards a prohibition is on (「次の相手の
    /// ターン終了時まで、自分の…キャラすべては、相手の効果でKOされない」; canonical 「自分の…キャラ
    /// すべては、次の相手のターン終了時まで、…」).
    pub duration_first: bool,
    /// Japanese: the options of a choice printed without their bullet 「・」 (「以下から1つを選ぶ。」
    /// then bare lines).
    pub bare_options: bool,
    /// A step under a condition that acts on what the step before it chose is chained to it
    /// (「…場合、自分のキャラ1枚を、持ち主の手札に戻し、…戻したキャラと異なる色の…」, "If …, A and B";
    /// a text with such a step and no "Then," / 「その後、」); canonical: a sentence of its own after
    /// "Then," / 「その後、」 (`compile::push_then`).
    pub dependent_chained: bool,
}

impl Default for Hints {
    fn default() -> Self {
        Hints { reminders: true, variants: VariantSet::EMPTY, keywords_after: 0, trailing_if: false, join: " and ", names_first: false, other_than_first: false, glued: false, on_your_field: false, total_of_leader_and_character: false, stopless: 0, per_count_after: false, power_first: false, joined: 0, duration_first: false, bare_options: false, dependent_chained: false }
    }
}

/// The Japanese lines that end a sentence without 「。」 (bit `i` for line `i`; a line of
/// keywords or one closed by a reminder or a bracket ends without one anyway).
fn stopless_lines(text: &str) -> u32 {
    text.split('\n').enumerate().take(32).filter(|(_, l)| {
        let l = l.trim_end();
        !l.is_empty() && !l.ends_with(['。', ')', '）', '】'])
    }).fold(0, |m, (i, _)| m | 1 << i)
}

/// A reminder line, "(…)" / 「（…）」.
fn is_reminder_line(l: &str) -> bool {
    l.starts_with('(') || l.starts_with('（')
}

/// The lines (bit `i`: the `i`-th line that is not a reminder, see [`Hints::joined`]) made of
/// two sentences that each read as permanent abilities only (the tags before the first).
fn joined_lines(text: &str, lang: Lang) -> u32 {
    let stop = if lang == Lang::En { ". " } else { "。" };
    let permanent = |t: &str| {
        let c = crate::compile_text(t, lang);
        c.unread.is_empty() && c.trigger.is_none() && !c.abilities.is_empty() && c.abilities.iter().all(|a| matches!(a, Ability::Permanent { .. }))
    };
    text.lines().filter(|l| !l.trim().is_empty() && !is_reminder_line(l)).enumerate().take(32).filter(|(_, l)| {
        l.match_indices(stop).any(|(i, _)| {
            let cut = if lang == Lang::En { i + 1 } else { i + stop.len() };
            let (a, b) = (&l[..cut], l[cut..].trim_start());
            !b.is_empty() && permanent(a) && permanent(b)
        })
    }).fold(0, |m, (i, _)| m | 1 << i)
}

/// Two rendered lines written as the one printed line [`Hints::joined`] marks (" " / no space
/// between the sentences; the tags both abilities have, printed once before the first).
fn join_lines(text: &str, joined: u32, lang: Lang) -> String {
    let sep = if lang == Lang::En { " " } else { "" };
    let mut out: Vec<String> = Vec::new();
    let mut lines = text.split('\n').peekable();
    let mut k = 0usize;
    while let Some(l) = lines.next() {
        if l.trim().is_empty() || is_reminder_line(l) {
            out.push(l.to_string());
            continue;
        }
        let mut s = l.to_string();
        if k < 32 && joined >> k & 1 == 1 {
            if let Some(next) = lines.next_if(|n| !n.trim().is_empty() && !is_reminder_line(n)) {
                s.push_str(sep);
                s.push_str(next.strip_prefix(leading_tags(l, lang)).filter(|_| leading_tags(next, lang) == leading_tags(l, lang)).unwrap_or(next));
            }
        }
        out.push(s);
        k += 1;
    }
    out.join("\n")
}

/// The bracketed tags a rendered line starts with ("\[DON!! x1\] \[Your Turn\] ",
/// 「【ドン‼×1】【自分のターン中】」).
fn leading_tags(l: &str, lang: Lang) -> &str {
    let (open, close) = if lang == Lang::En { ('[', "] ") } else { ('【', "】") };
    let mut end = 0;
    while l[end..].starts_with(open) {
        match l[end..].find(close) {
            Some(i) => end += i + close.len(),
            None => break,
        }
    }
    &l[..end]
}

/// Is reminder text printed: a parenthesis that is not an attribute's name (「属性(斬)」)?
fn has_reminder(text: &str) -> bool {
    text.match_indices(['(', '（']).any(|(i, _)| !text[..i].ends_with("属性"))
}

/// Does a line hold two sentences without "Then," ("K.O. up to 1 …. This Character gains …")?
/// Sentences that begin "Then,", "If", a reminder or a bracket are joined another way.
fn sentence_joined(text: &str) -> bool {
    text.lines().any(|l| {
        l.match_indices(". ").any(|(i, _)| {
            let next = &l[i + 2..];
            let before = &l[..i];
            !before.ends_with("K.O") && next.starts_with(|c: char| c.is_ascii_uppercase())
                && !["Then,", "If ", "Choose", "Your opponent chooses"].iter().any(|w| next.starts_with(w) && !next.starts_with("If the selected"))
        })
    })
}

/// Japanese: does a line hold two sentences without 「その後、」 (「…を選ぶ。選んだキャラは…」)?
fn sentence_joined_ja(text: &str) -> bool {
    text.lines().any(|l| {
        l.match_indices('。').any(|(i, _)| {
            let next = &l[i + '。'.len_utf8()..];
            !next.is_empty()
                && !["その後", "そうした場合", "登場させた場合", "公開したカードが", "【", "(", "（", "\u{3000}", " "].iter().any(|w| next.starts_with(w))
        })
    })
}

/// Does a sentence that starts with a clause verb join the next clause with a bare comma ("Draw 1
/// card, look at up to 1 card …, and place it …")? Sentences that start "If", "Then," or a
/// timing are left out: their comma ends a condition.
fn comma_joined(text: &str) -> bool {
    text.split(['.', ']', ':', '\n']).any(|s| {
        let s = s.trim_start();
        let starts = CLAUSE_VERBS.iter().chain(&["look at "]).any(|v| {
            let mut cap = v.to_string();
            cap[..1].make_ascii_uppercase();
            s.starts_with(&cap)
        });
        starts && CLAUSE_VERBS.iter().chain(&["look at "]).any(|v| s.contains(&format!(", {v}")))
    })
}

/// Verbs that start a clause after ", and " (so the comma joins clauses, not list items).
const CLAUSE_VERBS: &[&str] = &["add ", "play ", "rest ", "K.O. ", "draw ", "trash ", "give ", "return ", "set ", "place ", "you may "];

/// Where the first step of a condition's chain that acts on what the step before it chose is
/// (`compile::acts_on_the_step_before`): printed after "Then," / 「その後、」 unless
/// [`Hints::dependent_chained`].
pub(crate) fn dependent_step(body: &Effect) -> Option<usize> {
    let Effect::Seq(v) = body else { return None };
    (1..v.len()).find(|&i| crate::compile::acts_on_the_step_before(&v[i]))
}

/// [`Hints::dependent_chained`]: the text reads a step under a condition that acts on what the
/// step before it chose ([`dependent_step`]) and prints no "Then," / 「その後、」.
fn dependent_chained(text: &str, lang: Lang) -> bool {
    fn has(e: &Effect) -> bool {
        match e {
            Effect::If(_, b) => dependent_step(b).is_some() || has(b),
            Effect::Seq(v) => v.iter().any(has),
            Effect::May(b) | Effect::MayPay { then: b, .. } => has(b),
            Effect::IfDone(a, b) => has(a) || has(b),
            Effect::ChooseOne { options, .. } => options.iter().any(has),
            _ => false,
        }
    }
    if text.contains(match lang {
        Lang::En => ". Then, ",
        Lang::Ja => "。その後、",
    }) {
        return false;
    }
    let c = crate::compile_text(text, lang);
    c.trigger.as_ref().is_some_and(has)
        || c.abilities.iter().any(|a| match a {
            Ability::Auto { effect, .. } | Ability::Activated { effect, .. } | Ability::StartOfGame(effect) => has(effect),
            _ => false,
        })
}

/// Steps as one effect: a single one alone, several as their chain.
pub(crate) fn steps(v: &[Effect]) -> Effect {
    match v {
        [one] => one.clone(),
        _ => Effect::Seq(v.to_vec()),
    }
}

/// Printing variants of the English templates: (canonical form, variant form). Older and newer
/// card lists word a few things differently with the same meaning.
pub const VARIANTS_EN: &[(&str, &str)] = &[
    (" and play up to", "; play up to"),
    ("you have [", "you have a ["),
    (" to your Leader", " to 1 of your Leader"),
    (" type Characters with a cost", " type Character cards with a cost"),
    ("this Character", "this card"),
    (" power or more", " or more power"),
    ("\u{2212}", "-"),
    (", and place it at the top or bottom of the Life cards", " and place it at the top or bottom of the Life cards"),
    ("You may place ", "You may return "),
    (" from your trash at the bottom of your deck", " from your trash to the bottom of your deck"),
    ("Character can also attack your opponent's active", "Character can also attack active"),
    ("can also attack active Characters during", "can also attack your opponent's active Characters during"),
    ("\n• ", "\n- "),
    ("them at the top or bottom of the deck", "them at the top or bottom of your deck"),
    ("you have 0 or ", "you have 0 DON!! cards on your field or "),
    ("opponent trashes 1 card from their hand", "opponent chooses 1 card from their hand and trashes it"),
    ("all of your Characters cannot", "none of your Characters can"),
    ("bottom of your opponent's Life cards", "bottom of the owner's Life cards"),
    ("up to 1 Character card with", "up to 1 Character with"),
    (" type Character card with a cost", " type Character with a cost"),
    ("] with a cost of", "] card with a cost of"),
    ("of your deck and play up to 1 ", "of your deck, play up to 1 "),
    (". Then, place the rest at the top or bottom of your deck", ", and place the rest at the top or bottom of your deck"),
    // "your opponent must place 1 card from their hand at the bottom of their deck"
    ("opponent places # card", "opponent must place # card"),
    ("and place them at the top or bottom of the deck", "and return them to the top or bottom of the deck"),
    // attribute brackets printed full-width ("＜Slash＞ attribute")
    ("<", "＜"),
    (">", "＞"),
    // DON!! added without "up to": as many as the DON!! deck holds, at most N, the same
    ("add up to # DON!! cards from your DON!! deck", "add # DON!! cards from your DON!! deck"),
    // two costs in a row, the range ("with a cost of 3 or 4")
    (" with a cost of # to #", " with a cost of # or #"),
    // the chosen card called "that Character" after the clause that chose it
    (" and that card ", " and that Character "),
    // the opponent's next turn ends with its End Phase (`words::DURATIONS`)
    // 7-1-5-2: "If this Character battles …" activates at the battle's end (`words::WHENS`)
    ("set this Character as active", "set this card as active"),
    ("[Your Turn] [Once Per Turn]", "[Once Per Turn] [Your Turn]"),
    ("At the end of a battle in which this Character battles your opponent's Character,", "If this Character battles your opponent's Character,"),
    // only the player's own DON!! return to their DON!! deck: "the field" is "your field"
    ("DON!! card on your field is returned to your DON!! deck", "DON!! card on the field is returned to your DON!! deck"),    // a Life card that moves is the top one (3-10-2): some lists leave "from the top" out
    (" card from the top of your opponent's Life cards", " of your opponent's Life cards"),
    // the cards a "select" clause chose
    ("That card cannot", "The selected Character cannot"),
    // "Add up to 1 of your Character cards with a cost of 2 or less from your trash to your hand"
    ("Add up to 1 Character card with", "Add up to 1 of your Character cards with"),
    // "select your opponent's rested Leader and up to 1 Character card. The selected cards …"
    ("That card will not become active", "The selected cards will not become active"),
    ("that card will not become active", "the selected Character will not become active"),
    // the card the previous clause chose: "It gains +1000 power", "That Character gains [Blocker]"
    ("That card gains an additional ", "It gains "),
    ("That card gains [", "That Character gains ["),
    ("the opponent's Character you battled with", "the opponent’s Character you battled with"),
    (" Event with a cost", " Event card with a cost"),
    (" type Event and add", " type Event card and add"),
    ("] or Event and add", "] or Event card and add"),
    ("All of your Characters cannot", "None of your Characters can"),
    ("You may trash", "You can trash"),
    (" Character card other than [", " Character other than ["),
    ("up to 2 of your opponent's Leader or Character cards", "up to a total of 2 of your opponent's Leader or Character cards"),
    ("If the selected Character attacks during this turn, your opponent cannot activate [Blocker]", "Your opponent cannot activate [Blocker] if that Leader or Character attacks during this turn"),
    (" to the owner's hand or the bottom of their deck", " to the owner's hand or place it at the bottom of their deck"),
    ("up to 2 of your opponent's DON!! cards or Characters.", "up to a total of 2 of your opponent's Characters or DON!! cards."),
    ("Give up to 1 rested DON!! card to your Leader or 1 of your Characters", "Give this Leader or 1 of your Characters up to 1 rested DON!! card"),
    (" from your deck, then shuffle your deck", " from your deck. Then, shuffle your deck"),
    // a Life card moves from the top unless told otherwise (3-10-2)
    (" from the top of your Life cards to your hand:", " from your Life area to your hand:"),
    // a cost limit and a power limit joined by "and"
    (" or more with ", " or more and "),
    (" or less with ", " or less and "),
    // Life arrangement (`grammar::clauses` "order-life", "order-life-to-deck")
    ("look at all of your Life cards and place them back", "look at all your Life cards and place them back"),
    ("; place 1 card at the top of your deck and place the rest back", "; place 1 at the top of your deck and place the rest back"),
    // the rest of a search, card by card to the top or bottom (`words::RESTS`)
    ("place the rest at the top or bottom of your deck.", "place the rest at the top or bottom of the deck in any order."),
    // "Characters on your field" (Characters are on the field anyway)
    (" type Characters, ", " type Characters on your field, "),
    // a Stage's own words ("You may rest this card and …")
    ("this Stage", "this card"),
    // the Leader-rest costs without their count
    ("rest your 1 Leader", "rest your Leader"),
    ("rest 1 of your Leader or Stage cards", "rest your Leader or 1 of your Stage cards"),
    ("give your 1 active Leader ", "give your active Leader "),
    // a cost placing the player's own Characters under their deck: the owner is the player
    (" at the bottom of your deck:", " at the bottom of the owner's deck:"),
    // DON!! a cost rests are the active ones: some texts say so
    (" of your DON!! cards instead", " of your active DON!! cards instead"),
    // two costs joined by ", and "
    (" cards and return ", " cards, and return "),
    // the DON!!-rest reminder without its full stop
    ("in your cost area.)", "in your cost area)"),
    // [Rush] with no duration (the same as for this turn, 10-1-1-1)
    ("this Character gains [Rush] during this turn", "this Character gains [Rush]"),
    // pairs with holes (`#` a number, `@` a name or a type: `has_holes`)
    // a base power limit printed like a cost limit
    ("with # base power or more", "with a base power of # or more"),
    ("with # base power or less", "with a base power of # or less"),
    // "other than [Name]" after "with a [Trigger]"
    (" other than [@] with a [Trigger]", " with a [Trigger] other than [@]"),
    // "rested" after the types
    ("your rested {@} type Characters", "your {@} type rested Characters"),
    ("your rested {@} or {@} type Characters", "your {@} or {@} type rested Characters"),
    // "none of … can" for "all of … cannot"
    ("all of your {@} type Characters cannot", "none of your {@} type Characters can"),
    ("all of your {@} or {@} type Characters cannot", "none of your {@} or {@} type Characters can"),
    // a [Blocker] prohibition worded from the opponent's side
    ("Up to # of your opponent's Characters with # power or less cannot activate [Blocker]", "Your opponent cannot activate up to # [Blocker] Character that has # power or less"),
    // a clause that gives the Leader something, joined by ", and "
    (" or less and your Leader gains ", " or less, and your Leader gains "),
    // conditions joined with a comma before "and" ("If your Leader has the {X} type, and this
    // Character was played on this turn")
    (" type and this Character", " type, and this Character"),
    // "may" before the last cost of a list ("Rest 1 of your DON!! cards and you may rest this
    // Character:", `costs::parse_costs`)
    ("You may rest # of your DON!! cards and this Character:", "Rest # of your DON!! cards and you may rest this Character:"),
    // the player's own Characters placed at the bottom of "the owner's" deck instead
    (" at the bottom of your deck instead.", " at the bottom of the owner's deck instead."),
    // a condition joined to a replacement's event ("If your Leader has the {X} type and this
    // Character would …")
    ("} type, if this Character would", "} type and this Character would"),
    // the player's Character a replacement is on, printed "If you have a … that would …"
    ("If your @ Character other than [@] would", "If you have a @ Character other than [@] that would"),
    // all of the player's Characters that cannot … for a while, printed without "all of"
    ("All of your Characters with", "Your Characters with"),
    // a cost limit without "of" (`filter::PARTS` "cost")
    (" with a cost of # or less", " with a cost # or less"),
    (" with a cost of # or more", " with a cost # or more"),
    // "up to 1 of your … cards" from the player's own hand or trash (`compile::en::effect`)
    ("p to # {@} type Character card with a cost", "p to # of your {@} type Character cards with a cost"),
    ("p to # Character card with a cost", "p to # of your Character cards with a cost"),
    // a cost bound counted from the player's own Life
    ("or less than the number of your Life cards", "or less than your number of Life cards"),
    // the card before the rested DON!! given to it
    ("ive up to # rested DON!! cards to this Character", "ive this Character up to # rested DON!! cards"),
    ("ive up to 1 rested DON!! card to this Character", "ive this Character up to 1 rested DON!! card"),
    // a Character placed in a Life area: "place … at" for "add … to"
    ("Add up to # of @ to the top or bottom of @ Life cards", "Place up to # of @ at the top or bottom of @ Life cards"),
    ("add up to # of @ to the top or bottom of @ Life cards", "place up to # of @ at the top or bottom of @ Life cards"),
    // a cost returning one of the player's own Characters (`grammar::costs` "return-characters-to-hand")
    ("return 1 of your Characters to the owner's hand:", "return 1 Character to your hand:"),
    // a keyword's reminder printed at the end of the line that grants it (`compile::en::block`)
    (".\n(This card ", ". (This card "),
    // the card a reveal showed named "the revealed card" (before the shorter pair)
    ("that card is a card with a cost of", "the revealed card has a cost of"),
    ("that card is a", "the revealed card is a"),
    // "that Character" for the card a condition names ("If that card is a Character, that Character …")
    (", that card cannot", ", that Character cannot"),
    ("that card is a Character card,", "that card is a Character,"),
    // the opponent's top Life card to their hand, worded from the opponent's side
    // (`grammar::clauses` "opponent-life-to-owners-hand")
    ("Add # card from the top of your opponent's Life cards to the owner's hand", "Your opponent adds # card from the top of their Life cards to their hand"),
    ("Add # cards from the top of your opponent's Life cards to the owner's hand", "Your opponent adds # cards from the top of their Life cards to their hand"),
    // "… gains an additional +1000 power during this turn for every Character K.O.'d" (a power for
    // every card the step before moved, after an earlier one)
    (" gains +# power during this turn for every Character K.O.'d", " gains an additional +# power during this turn for every Character K.O.'d"),
    // "you have no other [Name]" (a Character of that name anyway)
    ("you have no other [@] Characters", "you have no other [@]"),
    // the replaced card called "that Character", the K.O. said again (`compile::en::permanent::replacement`)
    (" would be K.O.'d, you may give that card @ instead.", " would be K.O.'d, you may give that Character @ instead of that Character being K.O.'d."),
];

/// The names of "you have \[A\] and \[B\] in your trash" (`compile::en::condition::named_in_trash`):
/// conditions that each ask for one card of a name in the trash, two or more.
#[must_use]
pub fn named_in_trash(v: &[opcg_engine::effect::Condition]) -> Option<Vec<&str>> {
    use opcg_engine::effect::{Condition, Counted, Filter, NameMatch};
    let names: Option<Vec<&str>> = v
        .iter()
        .map(|c| match c {
            Condition::AtLeast(Counted::YourTrashCards(f @ Filter { name: Some(NameMatch::Exact(n)), .. }), 1)
                if *f == Filter { name: Some(NameMatch::Exact(n.clone())), ..Filter::any() } => Some(n.as_str()),
            _ => None,
        })
        .collect();
    names.filter(|n| n.len() > 1)
}

/// The cost bounds of "there is a Character with a cost of 0 or with a cost of 8 or more"
/// (`compile::en::condition::any_character_of_costs`): two conditions on a Character of either
/// field limited by its cost only.
#[must_use]
pub fn any_character_of_costs(v: &[opcg_engine::effect::Condition]) -> Option<[(Option<i32>, Option<i32>); 2]> {
    use opcg_engine::effect::{Condition, Counted, Filter};
    let bound = |c: &Condition| match c {
        Condition::AtLeast(Counted::AllCharacters(f), 1) if *f == Filter { cost_min: f.cost_min, cost_max: f.cost_max, ..Filter::any() } && *f != Filter::any() => {
            Some((f.cost_min, f.cost_max))
        }
        _ => None,
    };
    match v {
        [a, b] => Some([bound(a)?, bound(b)?]),
        _ => None,
    }
}

/// The two cost bounds of [`any_character_of_costs`] in `lang`'s words ("0", "8 or more", "1 to
/// 3"; 「0」「8以上」「1から3」), for "there is a Character with a cost of A or with a cost of B"
/// (「コストAかBのキャラがいる」).
#[must_use]
pub fn any_character_of_costs_words(v: &[opcg_engine::effect::Condition], lang: game_core::Lang) -> Option<[String; 2]> {
    let (more, less, to) = match lang {
        game_core::Lang::En => (" or more", " or less", " to "),
        game_core::Lang::Ja => ("以上", "以下", "から"),
    };
    let words = |(lo, hi): (Option<i32>, Option<i32>)| match (lo, hi) {
        (Some(a), Some(b)) if a == b => format!("{a}"),
        (Some(a), None) => format!("{a}{more}"),
        (None, Some(b)) => format!("{b}{less}"),
        (Some(a), Some(b)) => format!("{a}{to}{b}"),
        (None, None) => String::new(),
    };
    any_character_of_costs(v).map(|[a, b]| [words(a), words(b)])
}

/// A choice of keywords on one card ("gains \[Double Attack\], \[Banish\] or \[Blocker\]", 「【A】か
/// 【B】か【C】を得る」, `compile::en::keyword_choice`): the first grant, to be written with the
/// others in the place of its keyword, and the keywords.
#[must_use]
pub fn keyword_choice(e: &Effect) -> Option<(&Effect, Vec<Keyword>)> {
    let Effect::ChooseOne { by: opcg_engine::effect::Side::You, options } = e else { return None };
    let (first, ks) = match options.first()? {
        f @ Effect::Targeted { sel, act: Act::Grant(_, d) } if options.len() > 1 => {
            let ks = options.iter().map(|o| match o {
                Effect::Targeted { sel: s, act: Act::Grant(k, e) } if s == sel && e == d => Some(*k),
                _ => None,
            });
            (f, ks.collect::<Option<Vec<Keyword>>>()?)
        }
        _ => return None,
    };
    Some((first, ks))
}

/// Printing variants of the Japanese templates: (canonical form, variant form).
pub const VARIANTS_JA: &[(&str, &str)] = &[
    // 「このキャラが効果によってKOされる場合」 (a replacement's event)
    ("が効果でKOされる場合", "が効果によってKOされる場合"),
    ("までを、レストで", "までをレストで"),
    ("までを、アクティブで", "までをアクティブで"),
    ("までを、付与する", "までを付与する"),
    ("までを、アクティブにする", "までをアクティブにする"),
    ("のパワー", "はパワー"),
    ("自分の場のドン‼が", "自分の場にドン‼が"),
    (")，", "),"),
    ("),", ")，"),
    // "you may" as the potential form of a 「…にする」 verb before 「そうした場合」 (`compile::ja`'s
    // `potential_sentence`)
    ("にしてもよい。そうした場合", "にできる。そうした場合"),
    // two costs in a row, the range (「コスト3と4の」)
    ("コスト#から#の", "コスト#と#の"),
    // costs joined by the final form and 「，」 (`costs::parse_cost_words`)
    ("をレストにし、", "をレストにする，"),
    // a card of the hand trashed as a cost, 「トラッシュに置く」 (`costs::COSTS` "trash-from-hand")
    ("枚を捨てることができる：", "枚をトラッシュに置くことができる："),
    // DON!! added without 「まで」: as many as the DON!! deck holds, at most N, the same
    ("デッキからドン‼#枚までを、", "デッキからドン‼#枚を"),
    // the opponent's next turn ends with its End Phase (`words::DURATIONS`)
    // 7-1-5-2: 「バトルした場合」 activates at the battle's end (`words::WHENS`)
    ("【自分のターン中】【ターン1回】", "【ターン1回】【自分のターン中】"),
    // the chosen card called 「そのキャラ」 after the clause that chose it
    ("そのカードは、次の相手のリフレッシュフェイズで", "そのキャラは次の相手のリフレッシュフェイズで"),
    // a permanent prohibition with a comma after the card (`permanents::PERMANENTS` "prohibit")
    ("このキャラは属性", "このキャラは、属性"),
    ("このキャラが相手のキャラとバトルしたバトル終了時、", "このキャラが相手のキャラとバトルした場合、"),
    ("自分のトラッシュの", "自分のトラッシュから"),
    // "any number of" before the cards (`clauses::CLAUSES` "trash-any-number-from-hand")
    ("自分の手札から@を任意の枚数", "自分の手札から任意の枚数@を"),
    // the replaced card called 「そのキャラ」, the K.O. said again (`compile::ja::permanent::replacement`)
    ("KOされる場合、代わりにそのカードを、", "KOされる場合、そのキャラはKOされる代わりに、"),
    ("並び替え", "並び変え"),
    ("自分のライフの上から", "自分のライフ"),
    ("すべてを、コスト", "すべてをコスト"),
    ("以下の特徴《", "以下の、特徴《"),
    ("以上の特徴《", "以上の、特徴《"),
    ("以外の特徴《", "以外の、特徴《"),
    ("相手のリーダーか", "相手の、リーダーか"),
    ("自分のデッキの上から", "デッキの上から"),
    ("、自分の手札", "、手札"),
    ("自分の手札から", "自分の手札の"),
    ("枚とこのキャラをレストに", "枚をレストにし、このキャラをレストに"),
    ("その後、ドン‼デッキから", "その後、自分のドン‼デッキから"),
    ("パワー+", "パワー＋"),
    ("自分のリーダーにレストの", "自分のリーダー1枚にレストの"),
    ("デッキの下に置くことができる", "デッキの下に戻すことができる"),
    ("は相手のアクティブのキャラにも", "はアクティブのキャラにも"),
    ("てもよい。そうした場合、", "てもよい。登場させた場合、"),
    ("させる。そうした場合、", "させる。登場させた場合、"),
    ("は相手のアクティブのキャラにも", "は、相手のアクティブのキャラにも"),
    ("、アクティブのキャラにもアタックできる", "、相手のアクティブのキャラにもアタックできる"),
    ("ドン‼が0枚か、", "ドン‼が0枚、または自分の場のドン‼が"),
    ("相手は自身の手札1枚を捨てる", "相手は自身の手札1枚を選び、捨てる"),
    ("自分のキャラすべては、", "自分のキャラは、"),
    ("相手のライフの上か下に", "持ち主のライフの上か下に"),
    ("トラッシュに置くことができる。", "トラッシュに置いてもよい。"),
    ("のキャラカード1枚までを、登場させる", "のキャラ1枚までを、登場させる"),
    ("登場させる。その後、残りをデッキの上か下に", "登場させ、残りをデッキの上か下に"),
    ("」以外のコスト", "」以外で、コスト"),
    ("自分のトラッシュからコスト", "自分のトラッシュのコスト"),
    ("】自分の場のドン‼がドン‼デッキに", "】場のドン‼がドン‼デッキに"),    ("相手のライフの上から1枚までを、トラッシュに", "相手のライフ1枚までをトラッシュに"),
    ("そのカードは、", "選んだキャラは、"),
    ("そのカードは、次の相手のリフレッシュフェイズで", "選んだカードは次の相手のリフレッシュフェイズで"),
    // a cost limit and a power limit joined by 「で」
    ("以上のパワー", "以上でパワー"),
    ("以下のパワー", "以下でパワー"),
    // the cards a power change lasting into a next turn is given to, as a subject (「…までは、次の」)
    ("枚までを、次の", "枚までは、次の"),
    // a Character put in a Life area: 「置く」 for 「加える」
    ("の上か下に表向きで加える", "の上か下に表向きで置く"),
    // a Life card trashed from the top, printed without the comma
    ("ライフの上から1枚までを、トラッシュに", "ライフの上から1枚までをトラッシュに"),
    // 「デッキの一番上」 (the top card) is 「デッキの上から1枚」
    ("デッキの上から1枚を公開し", "デッキの一番上を公開し"),
    // the card the previous clause chose (「…アクティブにし、そのキャラを、…」)
    ("、そのカードを、", "、そのキャラを、"),
    ("、そのカードは、", "、そのキャラは、"),
    ("自分のトラッシュから", "自分のトラッシュの"),
    ("自分の手札かトラッシュの", "自分の手札かトラッシュから"),
    ("枚以上の場合", "枚以上ある場合"),
    ("自分のリーダーを、", "自分のリーダーは、"),
    ("このキャラは、このターン中、パワー", "このターン中、このキャラはパワー"),
    ("すべてを、パワー", "すべては、パワー"),
    ("自分のライフの枚数が相手より少ない", "自分のライフが相手より少ない"),
    ("ライフの枚数が相手より少ない", "ライフの枚数が相手のライフの枚数より少ない"),
    ("加えることができる。", "加えてもよい。"),
    ("までを、アクティブにし、", "までをアクティブにし、"),
    ("以下の、キャラカードか", "以下のキャラカードか"),
    ("を持つ、リーダーかキャラ", "を持つリーダーかキャラ"),
    ("までを公開し、手札に加える", "までを手札に加える"),
    ("自分のリーダーかステージ", "自分の、リーダーかステージ"),
    ("枚を持ち主の手札に戻すことができる", "枚を、持ち主の手札に戻すことができる"),
    ("デッキの上から1枚をライフの上に", "デッキの上から1枚を、ライフの上に"),
    ("好きな順番で並び替え、デッキの上か下", "好きな順番に並び替え、デッキの上か下"),
    ("相手のリーダーかキャラ2枚まで", "相手のリーダーかキャラ合計2枚まで"),
    ("キャラかドン‼2枚まで", "キャラかドン‼合計2枚まで"),
    ("選んだキャラがアタックする場合", "そのリーダーかキャラがアタックする場合"),
    ("レストのリーダーとキャラ", "レストの、リーダーとキャラ"),
    // "up to 1 each of your opponent's Leader and Character cards" printed without 「ずつ」
    ("相手のリーダーとキャラ1枚ずつまで", "相手のリーダーとキャラ1枚まで"),
    // a search's pick with no condition: 「カード」 left out (「…見て、1枚までを手札に加える」)
    ("枚を見て、カード", "枚を見て、"),
    // the card a reveal showed named 「公開したカード」, its kind or cost ending in 「だった」
    ("以上のカードの場合", "以上だった場合"),
    ("以下のカードの場合", "以下だった場合"),
    ("カードの場合、", "カードだった場合、"),
    ("そのカードが", "公開したカードが"),
    // 「そのキャラ」 for the card a condition names (「そのカードがキャラの場合、そのキャラは、…」)
    ("の場合、そのカードは", "の場合、そのキャラは"),
    ("そのカードがキャラカードの場合", "そのカードがキャラの場合"),
    ("相手の場のドン‼が", "相手の場にドン‼が"),
    ("自分のリーダーかキャラ1枚にレストのドン‼", "このリーダーか自分のキャラ1枚にレストのドン‼"),
    ("を、登場させ、デッキをシャッフルする", "を、登場させる。その後、デッキをシャッフルする"),
    // the rest of a search, card by card to the top or bottom (`words::RESTS`)
    ("残りをデッキの上か下に置く", "残りを好きな順番に並び替え、デッキの上か下に置く"),
    ("残りをデッキの上か下に置く", "残りを好きな順番で並び替え、デッキの上か下に置く"),
    // 「自分の場に…キャラが」 (Characters are on the field anyway)
    ("自分の特徴《", "自分の場に特徴《"),
    // a Stage's own words (「このカードと自分の…をレストにできる」)
    ("このステージ", "このカード"),
    // the Leader costs without their count
    ("自分のリーダー1枚をレストに", "自分のリーダーをレストに"),
    ("自分のアクティブのリーダー1枚を、", "自分のアクティブのリーダーを、"),
    ("をデッキの下に置くことができる：", "を持ち主のデッキの下に置くことができる："),
    ("枚を持ち主のデッキの下に置くことができる", "枚を、持ち主のデッキの下に置くことができる"),
    ("代わりに自分のドン‼", "代わりに自分のアクティブのドン‼"),
    // the Leader's power and another condition of the Leader, its subject said once
    ("自分のリーダーのパワーが#以上で、自分のリーダーが", "自分のリーダーが、パワー#以上でかつ"),
    // 「このキャラは次の相手のターン終了時まで、…」 (no comma after the card)
    ("は、次の相手のターン終了時まで、", "は次の相手のターン終了時まで、"),
    // 「自分の他の「名」がいない」 (a Character of that name anyway)
    ("自分のキャラの他の「@」がいない", "自分の他の「@」がいない"),
    // full-width digits, the DON!! deck named as one's own, "N or more" without ある
    ("が3枚以上いる場合", "が３枚以上いる場合"),
    ("：ドン‼デッキから", "：自分のドン‼デッキから"),
    ("枚以上ある場合", "枚以上の場合"),
    ("枚以上いる場合", "枚以上の場合"),
    ("このキャラは、このバトル中、パワー+", "このバトル中、このカードのパワー+"),
    ("相手は自身のトラッシュのカード", "相手は自身のトラッシュからカード"),
    ("枚を好きな順番でデッキの下に置く", "枚を、好きな順番でデッキの下に置く"),
    ("ターン終了時まで、アタックできない", "ターン終了時までアタックできない"),
    ("ターン開始時まで、アタックできない", "ターン開始時までアタックできない"),
    ("そのカードは、次の相手のターン終了時まで、アタックできない", "次の相手のターン終了時まで、選んだキャラはアタックできない"),
    ("デッキに何枚でも入れることができる", "デッキに何枚でも入れる事ができる"),
    ("自分の場のキャラが、特徴《", "自分の場のキャラが特徴《"),
    // a per-count step of the trash's cards (「…N枚につき」): 「自分のトラッシュ4枚につき」
    ("自分のトラッシュにあるカード", "自分のトラッシュ"),
    // conditions joined: 「…キャラがいて、…場合」, 「…7枚以上でかつ、…場合」
    ("がおり、", "がいて、"),
    ("枚以上あり、", "枚以上でかつ、"),
    ("以下で、", "以下でかつ、"),
    // "you may draw" printed 「…ことができる」 (`compile::ja::effect::may_sentence`)
    ("カード#枚を引いてもよい。", "カード#枚を引くことができる。"),
    ("以上で、", "以上でかつ、"),
    // a count condition printed without its counter word: 「自分のライフが3以下の場合」
    ("枚以下の場合", "以下の場合"),
    // [Rush] with no duration (the same as for this turn, 10-1-1-1)
    ("このキャラは、このターン中、【速攻】を得る", "このキャラは【速攻】を得る"),
    // pairs with holes (`#` a number, `@` a name or a type: `has_holes`)
    // the cost limit before 「「名」以外の」, the types before the cost limit
    ("「@」以外のコスト#以下の", "コスト#以下の「@」以外の"),
    ("のコスト#以下の特徴《@》を持つ", "の特徴《@》を持つコスト#以下の"),
    ("のコスト#以上の特徴《@》を持つ", "の特徴《@》を持つコスト#以上の"),
    // 「自分の、「名」以外の…」, 「「名」以外の自分の…」 / 「…相手の…」
    ("自分の「@」以外の", "自分の、「@」以外の"),
    ("自分の「@」以外の", "「@」以外の自分の"),
    ("相手の「@」以外の", "「@」以外の相手の"),
    // 「元々のパワーが5000以下の」, 「元々のコストが5の」
    ("元々のパワー#", "元々のパワーが#"),
    ("元々のコスト#", "元々のコストが#"),
    // the opponent's own Character returned, printed without 「、」
    ("枚を、持ち主の手札に戻す。", "枚を持ち主の手札に戻す。"),
    // two selections of the opponent's each with its own 「相手の」
    ("相手の、コスト#以下のキャラ#枚までとコスト", "相手のコスト#以下のキャラ#枚までと、相手のコスト"),
    // a Leader with a trait as the subject of a power change (「…を持つリーダーは、…パワー+1000」)
    ("を持つリーダーを、", "を持つリーダーは、"),
    // 「…キャラは相手の効果でKOされない」 without 「、」
    ("キャラは、相手の効果でKOされない", "キャラは相手の効果でKOされない"),
    // parts of a field-card filter set apart by 「、」 (`filter::read_parts`)
    ("のレストの元々の", "のレストの、元々の"),
    // the player's own hand or trash set apart by 「、」
    ("自分の手札かトラッシュの", "自分の、手札かトラッシュから"),
    // one Character or one DON!! (`grammar::clauses` "rest-opponent-don-or-character")
    ("相手の、コスト#以下のキャラかドン‼1枚まで", "相手のコスト#以下のキャラ1枚かドン‼1枚まで"),
    // the opponent's top Life card to their hand, worded from the opponent's side
    // (`grammar::clauses` "opponent-life-to-owners-hand")
    ("相手のライフの上から#枚を、持ち主の手札に加える", "相手は自身のライフの上から#枚を、手札に加える"),
    // a power for every card the step before moved, the count after the duration
    // (「…までは、このバトル中、戻したキャラ1枚につきパワー+2000」)
    ("戻したキャラ1枚につき、@は、@、パワー+#", "@は、@、戻したキャラ1枚につきパワー+#"),
    // 「…1枚までをトラッシュに置く」: some printings leave out the comma
    ("枚までを、トラッシュに置く", "枚までをトラッシュに置く"),
    // a condition joined to a replacement's event (「…を持ち、このキャラが…場合、代わりに」)
    ("を持つ場合、このキャラが", "を持ち、このキャラが"),
    // the player's Characters placed at the bottom of the deck, as an "instead" part printed
    // with 「てもよい」
    ("キャラ#枚をデッキの下に置くことができる。", "キャラ#枚を持ち主のデッキの下に置いてもよい。"),
    // an exact "instead" part printed without the comma (「代わりに相手のキャラ1枚をレストにできる」)
    ("#枚を、レストにできる。", "#枚をレストにできる。"),
    // a partial trait printed 「特徴『X』を含む」 (`compile::ja::traits`)
    ("『@』を含む特徴を持つキャラ", "特徴『@』を含むキャラ"),
    // the card named again after a prohibition (`permanents::PAIRS` "prohibition-and-power")
    ("されず、パワー", "されず、このキャラのパワー"),
];

/// 64-bit words a [`VariantSet`] needs to hold one bit per entry of the longer table (computed
/// from the tables: a new entry never needs a change here).
const VARIANT_WORDS: usize = {
    let n = if VARIANTS_EN.len() > VARIANTS_JA.len() { VARIANTS_EN.len() } else { VARIANTS_JA.len() };
    n.div_ceil(64)
};

/// Which printing variants of a language's table a text uses: one bit per entry, as many words
/// as the tables need.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VariantSet([u64; VARIANT_WORDS]);

impl VariantSet {
    pub const EMPTY: VariantSet = VariantSet([0; VARIANT_WORDS]);

    /// Marks entry `i` (an index past the tables is ignored).
    pub fn insert(&mut self, i: usize) {
        if let Some(w) = self.0.get_mut(i / 64) {
            *w |= 1 << (i % 64);
        }
    }

    #[must_use]
    pub fn contains(&self, i: usize) -> bool {
        self.0.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|w| *w == 0)
    }
}

fn variants(lang: Lang) -> &'static [(&'static str, &'static str)] {
    match lang {
        Lang::En => VARIANTS_EN,
        Lang::Ja => VARIANTS_JA,
    }
}

impl Hints {
    /// The hints of a printed (normalised) text: reminders are printed if any is; a variant
    /// is used if the text has it and never the canonical form.
    #[must_use]
    pub fn of_text(text: &str, lang: Lang) -> Self {
        let mut v = VariantSet::EMPTY;
        for (i, (canon, variant)) in variants(lang).iter().enumerate() {
            if has_holes(canon) {
                if find_holed(text, variant).is_some() && find_holed(text, canon).is_none() {
                    v.insert(i);
                }
            } else if text.contains(variant) && !text.contains(canon) {
                v.insert(i);
            }
        }
        let is_keywords = |l: &str| match lang {
            Lang::En => crate::compile::en::keyword_line(l).is_some(),
            Lang::Ja => crate::compile::ja::keyword_line(l).is_some(),
        };
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('(') && !l.starts_with('（')).collect();
        let keywords_after = match lines.iter().position(|l| is_keywords(l)) {
            Some(i) => u8::try_from(lines[..i].iter().filter(|l| !is_keywords(l)).count()).unwrap_or(u8::MAX),
            None => 0,
        };
        let (mut trailing_if, mut join) = (false, " and ");
        if lang == Lang::En {
            // " if you…" inside a sentence, not after a comma ("Then, if you …")
            trailing_if = ["draw", "card", "cards"].iter().any(|w| text.contains(&format!("{w} if you")));
            if text.contains(", then ") {
                join = ", then ";
            } else if sentence_joined(text) {
                join = ". ";
            } else if comma_joined(text) {
                join = ", ";
            } else if CLAUSE_VERBS.iter().any(|v| text.contains(&format!(", and {v}"))) {
                join = ", and ";
            }
        }
        if lang == Lang::Ja && sentence_joined_ja(text) {
            join = "。";
        }
        let names_first = match lang {
            Lang::En => text.match_indices("] or ").any(|(i, _)| !text[i + 5..].starts_with('[')),
            Lang::Ja => text.match_indices("」か").any(|(i, _)| !text[i + "」か".len()..].starts_with('「')),
        };
        let other_than_first = lang == Lang::En
            && text.match_indices(" other than [").any(|(i, _)| {
                let rest = &text[i..];
                rest.find("] ").is_some_and(|e| rest[e + 2..].starts_with("with a cost"))
            });
        let glued = lang == Lang::En && (text.contains(".[") || text.contains(".)["));
        let on_your_field = lang == Lang::En && text.contains(" Leader or Character card on your field ");
        let total_of_leader_and_character = match lang {
            Lang::En => text.contains("p to a total of ") && text.contains(" Leader and Character cards"),
            Lang::Ja => text.contains("リーダーとキャラ合計"),
        };
        Hints {
            reminders: has_reminder(text),
            variants: v,
            keywords_after,
            trailing_if,
            join,
            names_first,
            other_than_first,
            glued,
            on_your_field,
            total_of_leader_and_character,
            stopless: if lang == Lang::Ja { stopless_lines(text) } else { 0 },
            per_count_after: lang == Lang::Ja && text.contains("につき、パワー"),
            power_first: lang == Lang::En && text.contains(" power and cannot "),
            joined: joined_lines(text, lang),
            duration_first: lang == Lang::Ja && duration_before_all(text),
            bare_options: lang == Lang::Ja && text.contains("以下から1つを選ぶ。\n") && !text.contains("以下から1つを選ぶ。\n・"),
            dependent_chained: dependent_chained(text, lang),
        }
    }

    /// The text with the hinted variants written in place of the canonical forms.
    pub fn restyle(&self, text: &str, lang: Lang) -> String {
        // the order of the words first, then the printing variants (which may name it)
        let mut s = if self.names_first { names_first(text, lang) } else { text.to_string() };
        if self.other_than_first && lang == Lang::En {
            s = other_than_first(&s);
        }
        if self.total_of_leader_and_character {
            s = total_of_leader_and_character(&s, lang);
        }
        if self.on_your_field && lang == Lang::En {
            s = on_your_field(&s);
        }
        if self.per_count_after && lang == Lang::Ja {
            s = per_count_after(&s);
        }
        if self.power_first && lang == Lang::En {
            s = power_first(&s);
        }
        if self.duration_first && lang == Lang::Ja {
            s = duration_first(&s);
        }
        if self.bare_options && lang == Lang::Ja {
            s = s.replace("\n・", "\n");
        }
        if self.glued && lang == Lang::En {
            s = s.replace(".\n[", ".[").replace(".)\n[", ".)[");
        }
        for (i, (canon, variant)) in variants(lang).iter().enumerate() {
            if self.variants.contains(i) {
                s = if has_holes(canon) { replace_holed(&s, canon, variant) } else { s.replace(canon, variant) };
            }
        }
        s
    }
}

/// Does a variant pair have holes: `#` a number (a run of digits), `@` a name or a type (a run of
/// anything but brackets, line ends, Japanese punctuation and an English sentence's end)? A pair with holes matches any number or
/// name there, and its variant takes the canonical form's numbers and names (the `k`-th `#` of one
/// side is the `k`-th `#` of the other, the same for `@`), so one pair serves every card of a family
/// whatever it counts or names ("with # base power or more" / "with a base power of # or more").
fn has_holes(pattern: &str) -> bool {
    pattern.contains(['#', '@'])
}

/// Is `c` part of a name hole (`@`)?
fn in_name(c: char) -> bool {
    !matches!(c, '「' | '」' | '《' | '》' | '『' | '』' | '[' | ']' | '{' | '}' | '<' | '>' | '＜' | '＞' | '\n' | '。' | '、')
}

/// Matches `pattern` (with holes) at the start of `text`: the length matched and the holes' texts
/// in order. A number hole takes all the digits there; a name hole the shortest run the rest of the
/// pattern matches after.
fn match_holed<'t>(text: &'t str, pattern: &str, holes: &mut Vec<&'t str>) -> Option<usize> {
    let Some(h) = pattern.find(['#', '@']) else {
        return text.starts_with(pattern).then_some(pattern.len());
    };
    let (lit, kind, rest) = (&pattern[..h], &pattern[h..=h], &pattern[h + 1..]);
    let after = text.strip_prefix(lit)?;
    if after.is_empty() {
        return None;
    }
    let mark = holes.len();
    if kind == "#" {
        let n = after.find(|c: char| !c.is_ascii_digit()).unwrap_or(after.len());
        if n == 0 {
            return None;
        }
        holes.push(&after[..n]);
        let m = match_holed(&after[n..], rest, holes);
        if m.is_none() {
            holes.truncate(mark);
        }
        return m.map(|m| lit.len() + n + m);
    }
    for (n, c) in after.char_indices().skip(1).chain(std::iter::once((after.len(), ' '))) {
        // a name never runs across an English sentence's end
        if !after[..n].chars().all(in_name) || after[..n].contains(". ") {
            break;
        }
        holes.push(&after[..n]);
        if let Some(m) = match_holed(&after[n..], rest, holes) {
            return Some(lit.len() + n + m);
        }
        holes.truncate(mark);
        if !in_name(c) {
            break;
        }
    }
    None
}

/// The first match of `pattern` (with holes) in `text`: where it starts, its length, its holes.
fn find_holed<'t>(text: &'t str, pattern: &str) -> Option<(usize, usize, Vec<&'t str>)> {
    let first = pattern.find(['#', '@']).unwrap_or(pattern.len());
    let lead = &pattern[..first];
    text.char_indices().map(|(i, _)| i).filter(|&i| text[i..].starts_with(lead)).find_map(|i| {
        let mut holes = Vec::new();
        match_holed(&text[i..], pattern, &mut holes).map(|n| (i, n, holes))
    })
}

/// `text` with every match of `canon` written as `variant`, the holes carried over by kind and
/// order; a match whose holes the variant does not take in the same numbers stays as it is.
fn replace_holed(text: &str, canon: &str, variant: &str) -> String {
    let kinds: Vec<char> = canon.chars().filter(|c| matches!(c, '#' | '@')).collect();
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some((i, n, holes)) = find_holed(rest, canon) {
        out.push_str(&rest[..i]);
        let mut used = [0usize; 2];
        let mut written = String::new();
        let mut ok = true;
        for c in variant.chars() {
            let slot = match c {
                '#' => 0,
                '@' => 1,
                _ => {
                    written.push(c);
                    continue;
                }
            };
            let kind = if slot == 0 { '#' } else { '@' };
            match kinds.iter().enumerate().filter(|(_, k)| **k == kind).nth(used[slot]) {
                Some((k, _)) => written.push_str(holes[k]),
                None => ok = false,
            }
            used[slot] += 1;
        }
        out.push_str(if ok { &written } else { &rest[i..i + n] });
        rest = &rest[i + n..];
    }
    out.push_str(rest);
    out
}

/// "A or \[N\]" written "\[N\] or A" (English: A runs back to "up to N "), 「Aか「N」」 written
/// 「「N」かA」 (A runs back to the last 「、」); an alternative list of more than two, or one
/// whose start is not found, stays as it is.
fn names_first(text: &str, lang: Lang) -> String {
    let (or, open, close, starts): (&str, char, char, &[&str]) = match lang {
        Lang::En => (" or [", '[', ']', &["up to 1 ", "up to 2 ", "up to 3 ", "up to 4 "]),
        Lang::Ja => ("か「", '「', '」', &["、"]),
    };
    let joiner = &or[..or.len() - open.len_utf8()];
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(or) {
        let (head, tail) = rest.split_at(i);
        let name = &tail[joiner.len()..];
        let name_end = name.find(close).map(|e| e + close.len_utf8());
        let alt_start = starts.iter().filter_map(|m| head.rfind(m).map(|p| p + m.len())).max();
        let swap = match (alt_start, name_end) {
            (Some(a), Some(e)) => {
                let alt = &head[a..];
                let plain = !alt.is_empty() && !alt.contains([open, close, '。', ',', '、', '.', 'か']) && !alt.contains(" or ");
                plain.then_some((a, e))
            }
            _ => None,
        };
        match swap {
            Some((a, e)) => {
                out.push_str(&head[..a]);
                out.push_str(&name[..e]);
                out.push_str(joiner);
                out.push_str(&head[a..]);
                rest = &name[e..];
            }
            None => {
                out.push_str(head);
                out.push_str(or);
                rest = &tail[or.len()..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// "up to N of … Leader or Character cards" written "up to a total of N of … Leader and Character
/// cards" (within one sentence); 「リーダーかキャラN枚まで」 written 「リーダーとキャラ合計N枚まで」.
fn total_of_leader_and_character(text: &str, lang: Lang) -> String {
    let (start, cards, total_cards) = match lang {
        Lang::Ja => {
            let mut out = String::with_capacity(text.len());
            let mut rest = text;
            while let Some(i) = rest.find("リーダーかキャラ") {
                let after = &rest[i + "リーダーかキャラ".len()..];
                let digits = after.chars().take_while(char::is_ascii_digit).count();
                out.push_str(&rest[..i]);
                if digits > 0 && after[digits..].starts_with("枚まで") {
                    out.push_str("リーダーとキャラ合計");
                } else {
                    out.push_str("リーダーかキャラ");
                }
                rest = after;
            }
            out.push_str(rest);
            return out;
        }
        Lang::En => ("p to ", " Leader or Character cards", " Leader and Character cards"),
    };
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(start) {
        let (head, tail) = rest.split_at(i);
        let after = &tail[start.len()..];
        let digits = after.chars().take_while(char::is_ascii_digit).count();
        let end = after.find(cards).filter(|&e| digits > 0 && after[digits..].starts_with(" of ") && !after[..e].contains(['.', ',']));
        out.push_str(head);
        out.push_str(start);
        match end {
            Some(e) => {
                out.push_str("a total of ");
                out.push_str(&after[..e]);
                out.push_str(total_cards);
                rest = &after[e + cards.len()..];
            }
            None => rest = after,
        }
    }
    out.push_str(rest);
    out
}

/// "up to 1 of your {X} type Leader or Character cards gains" written "up to 1 {X} type Leader or
/// Character card on your field gains" (within one sentence).
fn on_your_field(text: &str) -> String {
    const WHOSE: &str = "p to 1 of your ";
    const CARDS: &str = " Leader or Character cards gains ";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(WHOSE) {
        let (head, tail) = rest.split_at(i);
        let after = &tail[WHOSE.len()..];
        match after.find(CARDS).filter(|&e| !after[..e].contains(['.', ','])) {
            Some(e) => {
                out.push_str(head);
                out.push_str("p to 1 ");
                out.push_str(&after[..e]);
                out.push_str(" Leader or Character card on your field gains ");
                rest = &after[e + CARDS.len()..];
            }
            None => {
                out.push_str(head);
                out.push_str(WHOSE);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// A permanent whose change is a count, as its change for one step (the rows write it) and the
/// count (the line writes it): "+1 cost for every 4 cards in your trash" is "+1 cost" and (4, your
/// trash). The inverse of `compile::with_per_count`.
pub(crate) fn per_count_step(c: &opcg_engine::effect::Continuous) -> Option<(opcg_engine::effect::Continuous, u8, &opcg_engine::effect::Counted)> {
    use opcg_engine::effect::Amount;
    let (modifier, per, of) = match &c.modifier {
        Modifier::Power(Amount::PerCount { each, per, of }) => (Modifier::Power(Amount::Fixed(*each)), *per, of),
        Modifier::CostBy(Amount::PerCount { each, per, of }) => (Modifier::Cost(*each), *per, of),
        _ => return None,
    };
    Some((opcg_engine::effect::Continuous { target: c.target.clone(), modifier }, per, of))
}

/// 「…N枚につき、このキャラのパワー+1000」 written 「このキャラは、…N枚につき、パワー+1000」 (the
/// count runs back to the last 「、」, line start or tag).
fn per_count_after(text: &str) -> String {
    let mut s = text.to_string();
    for this in ["このキャラ", "このリーダー", "このステージ"] {
        let mark = format!("につき、{this}のパワー");
        while let Some(i) = s.find(&mark) {
            let start = s[..i].rfind(['、', '\n', '】', '。']).map_or(0, |b| b + s[b..].chars().next().map_or(1, char::len_utf8));
            let count = s[start..i].to_string();
            s.replace_range(start..i + mark.len(), &format!("{this}は、{count}につき、パワー"));
        }
    }
    s
}

/// Does a Japanese text print a duration before the cards 「…すべては、」 of the same sentence?
fn duration_before_all(text: &str) -> bool {
    crate::grammar::words::DURATIONS.iter().any(|w| {
        text.match_indices(&format!("{}、", w.ja)).any(|(i, _)| {
            let rest = &text[i..];
            rest.find("すべては、").is_some_and(|j| !rest[..j].contains('。') && !rest[..j].contains('\n'))
        })
    })
}

/// 「<cards>すべては、<duration>、…」 written 「<duration>、<cards>すべては、…」: the duration moves
/// to the start of its sentence (after the line's tags, a 「。」 or the cost's 「：」).
fn duration_first(text: &str) -> String {
    let mut s = text.to_string();
    for w in crate::grammar::words::DURATIONS {
        let pattern = format!("すべては、{}、", w.ja);
        let mut from = 0;
        while let Some(i) = s[from..].find(&pattern).map(|i| i + from) {
            let start = s[..i].rfind(['】', '。', '\n', '：']).map_or(0, |k| k + s[k..].chars().next().map_or(1, char::len_utf8));
            let cards = s[start..i].to_string();
            let rewritten = format!("{}、{cards}すべては、", w.ja);
            s.replace_range(start..i + pattern.len(), &rewritten);
            from = start + rewritten.len();
        }
    }
    s
}

/// "… cannot <p> and gains +1000 power" written "… gains +1000 power and cannot <p>" (the
/// prohibition runs from " cannot " to " and gains ", within one sentence: no ". " nor line
/// break between; "K.O.'d" has dots).
fn power_first(text: &str) -> String {
    let mut s = text.to_string();
    let mut from = 0;
    while let Some(i) = s[from..].find(" and gains ").map(|i| i + from) {
        let after = i + " and gains ".len();
        let power = s[after..].find(" power").filter(|&e| {
            let v = &s[after..after + e];
            v.len() > 1 && v.starts_with(['+', '\u{2212}']) && v.chars().skip(1).all(|c| c.is_ascii_digit())
        });
        let cannot = s[..i].rfind(" cannot ").filter(|&c| !s[c..i].contains(". ") && !s[c..i].contains('\n'));
        match (power, cannot) {
            (Some(e), Some(c)) => {
                let v = s[after..after + e].to_string();
                let p = s[c + " cannot ".len()..i].to_string();
                let rewritten = format!(" gains {v} power and cannot {p}");
                s.replace_range(c..after + e + " power".len(), &rewritten);
                from = c + rewritten.len();
            }
            _ => from = after,
        }
    }
    s
}

/// "… with a cost of 4 or less other than \[N\]" written "… other than \[N\] with a cost of 4 or
/// less".
fn other_than_first(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(" other than [") {
        let (head, tail) = rest.split_at(i);
        let Some(e) = tail.find(']').map(|e| e + 1) else { break };
        // the limit runs from "with a cost of" to the name, with nothing else between
        let ok = head.rfind("with a cost of ").filter(|&l| head[..l].ends_with(' ') && !head[l..].contains(['[', ',', '.']));
        match ok {
            Some(l) => {
                out.push_str(&head[..l - 1]);
                out.push_str(&tail[..e]);
                out.push(' ');
                out.push_str(&head[l..]);
            }
            None => {
                out.push_str(head);
                out.push_str(&tail[..e]);
            }
        }
        rest = &tail[e..];
    }
    out.push_str(rest);
    out
}

/// [`render_card`] the way the hints say the card was printed.
#[must_use]
pub fn render_card_hinted(def: &CardDef, hints: Hints, lang: Lang) -> (String, Option<String>) {
    let ctx = Ctx { kind: def.kind, trailing_if: hints.trailing_if, join: hints.join, dependent_chained: hints.dependent_chained };
    let text = if hints.keywords_after == 0 || def.keywords.is_empty() {
        render_abilities_for(ctx, &def.abilities, &def.keywords, lang)
    } else {
        let body = render_abilities_for(ctx, &def.abilities, &[], lang);
        let keywords = render_abilities_for(ctx, &[], &def.keywords, lang);
        let mut lines: Vec<&str> = body.lines().collect();
        let at = usize::from(hints.keywords_after).min(lines.len());
        lines.insert(at, &keywords);
        lines.retain(|l| !l.is_empty());
        lines.join("\n")
    };
    // two permanent sentences printed on one line
    let text = if hints.joined == 0 { text } else { join_lines(&text, hints.joined, lang) };
    let trigger = def.trigger.as_ref().map(|t| render_trigger_for(ctx, t, lang));
    // the lines printed without their 「。」: the effect's from line 0, the trigger's after them
    let unstop = |t: String, first: usize| -> String {
        if hints.stopless == 0 {
            return t;
        }
        let lines: Vec<&str> = t.split('\n').enumerate().map(|(i, l)| if hints.stopless >> (first + i).min(31) & 1 == 1 { l.strip_suffix('。').unwrap_or(l) } else { l }).collect();
        lines.join("\n")
    };
    let finish = |t: &str, first: usize| {
        let t = if hints.reminders { t.to_string() } else { without_reminders(t, lang) };
        unstop(hints.restyle(&t, lang), first)
    };
    let effect = finish(&text, 0);
    let lines = if effect.is_empty() { 1 } else { effect.split('\n').count() };
    (effect, trigger.map(|t| finish(&t, lines)))
}

/// Every reminder text the renderer writes in `lang` (keywords, DON!! costs).
pub(crate) fn reminders(lang: Lang) -> Vec<&'static str> {
    let keywords = [
        Keyword::Rush,
        Keyword::DoubleAttack,
        Keyword::Banish,
        Keyword::Blocker,
        Keyword::RushCharacter,
        Keyword::Unblockable,
    ];
    let mut v: Vec<&'static str> = keywords
        .iter()
        .map(|k| match lang {
            Lang::En => en::reminder(*k),
            Lang::Ja => ja::reminder(*k),
        })
        .collect();
    v.extend_from_slice(match lang {
        Lang::En => &en::COST_REMINDERS[..],
        Lang::Ja => &ja::COST_REMINDERS[..],
    });
    v
}

/// The text with the renderer's reminders taken out (lines of a reminder only are dropped).
fn without_reminders(text: &str, lang: Lang) -> String {
    let rs = reminders(lang);
    let mut lines = Vec::new();
    for line in text.split('\n') {
        let mut l = line.to_string();
        for r in &rs {
            // "DON!! −1 (…) You may rest …:" is printed "DON!! −1, You may rest …:" without it
            l = l.replace(&format!(" {r} You may"), ", You may").replace(&format!(" {r}"), "").replace(r, "");
        }
        if !l.trim().is_empty() {
            lines.push(l);
        }
    }
    lines.join("\n")
}

/// A card's effect text and \[Trigger\] text.
#[must_use]
pub fn render_card(def: &CardDef, lang: Lang) -> (String, Option<String>) {
    let ctx = Ctx { kind: def.kind, ..Ctx::default() };
    let text = render_abilities_for(ctx, &def.abilities, &def.keywords, lang);
    let trigger = def.trigger.as_ref().map(|t| render_trigger_for(ctx, t, lang));
    (text, trigger)
}

/// A filter of a name only, or of a name and the Character kind ("your \[Name\]", "your
/// Character \[Name\]" of a replacement effect): the name, and whether the kind is named.
pub(crate) fn named_only(f: &opcg_engine::effect::Filter) -> Option<(String, bool)> {
    use opcg_engine::effect::{Filter, NameMatch};
    let Some(NameMatch::Exact(n)) = &f.name else { return None };
    let bare = Filter { name: f.name.clone(), ..Filter::any() };
    if *f == bare {
        Some((n.clone(), false))
    } else if *f == (Filter { kind: Some(CardKind::Character), ..bare }) {
        Some((n.clone(), true))
    } else {
        None
    }
}

/// The first keyword an ability grants, whose reminder follows its line.
fn granted_keyword(a: &Ability) -> Option<Keyword> {
    fn in_effect(e: &Effect) -> Option<Keyword> {
        match e {
            // "if the selected Character attacks …, your opponent cannot activate [Blocker]"
            // grants [Unblockable] without printing its tag, so without its reminder
            Effect::Targeted { sel, act: Act::Grant(Keyword::Unblockable, _) } if sel.what == Targetable::Chosen => None,
            Effect::Targeted { act: Act::Grant(k, _), .. } => Some(*k),
            Effect::Seq(v) | Effect::ChooseOne { options: v, .. } => v.iter().find_map(in_effect),
            Effect::IfDone(a, b) => in_effect(a).or_else(|| in_effect(b)),
            Effect::If(_, b) | Effect::May(b) => in_effect(b),
            Effect::MayPay { then, .. } => in_effect(then),
            _ => None,
        }
    }
    match a {
        Ability::Auto { effect, .. } | Ability::Activated { effect, .. } => in_effect(effect),
        Ability::Permanent { effect, .. } => match effect.modifier {
            // [Rush: Character] in words ("… can attack Characters on the turn in which it is
            // played"): no tag, so no reminder
            Modifier::Grant(Keyword::RushCharacter) => None,
            Modifier::Grant(k) => Some(k),
            _ => None,
        },
        Ability::Replacement { instead, .. } => in_effect(instead),
        Ability::StartOfGame(e) => in_effect(e),
        Ability::DeckRule(_) | Ability::AlsoHas(_) => None,
    }
}

/// Capitalises the first letter ("k.o." stays "K.O."). ASCII only: the English sentences begin
/// with ASCII, and Unicode case mapping would put core's case tables (about 6 KB gzip) into the
/// web page.
pub(crate) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => std::iter::once(f.to_ascii_uppercase()).chain(c).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod hole_tests {
    use super::{find_holed, replace_holed};

    /// A number hole takes the digits, a name hole the shortest name the rest matches after; the
    /// variant takes them by kind and order, so names and numbers can change places.
    #[test]
    fn variant_pairs_with_holes_carry_numbers_and_names_over() {
        let text = "自分の手札から「テスト丸」以外のコスト4以下の特徴《試験団》を持つキャラカード";
        let (at, len, holes) = find_holed(text, "「@」以外のコスト#以下の").expect("matches");
        assert_eq!((&text[at..at + len], holes), ("「テスト丸」以外のコスト4以下の", vec!["テスト丸", "4"]));
        assert_eq!(
            replace_holed(text, "「@」以外のコスト#以下の", "コスト#以下の「@」以外の"),
            "自分の手札からコスト4以下の「テスト丸」以外の特徴《試験団》を持つキャラカード"
        );
        assert_eq!(
            replace_holed("with 5000 base power or more and with 12000 base power or more.", "with # base power or more", "with a base power of # or more"),
            "with a base power of 5000 or more and with a base power of 12000 or more."
        );
        // no digits where a number stands, a bracket inside a name: no match, nothing changes
        assert!(find_holed("with base power or more", "with # base power or more").is_none());
        assert!(find_holed("「A」B」以外のコスト", "「@」以外のコスト").is_none());
        assert_eq!(replace_holed("no match here", "a # b", "b # a"), "no match here");
    }
}

/// The filter of "a \[A\] or \[B\] Character" (「「A」か「B」」): one of the names
/// ([`Filter::any_of`]), nothing else.
#[must_use]
pub fn named_alternatives(names: Vec<String>) -> opcg_engine::effect::Filter {
    use opcg_engine::effect::{Filter, NameMatch};
    Filter { any_of: names.into_iter().map(|n| Filter { name: Some(NameMatch::Exact(n)), ..Filter::any() }).collect(), ..Filter::any() }
}

/// The names of a filter [`named_alternatives`] builds (two or more), or `None`.
#[must_use]
pub fn alternative_names(f: &opcg_engine::effect::Filter) -> Option<Vec<&str>> {
    use opcg_engine::effect::{Filter, NameMatch};
    if f.any_of.len() < 2 || *f != (Filter { any_of: f.any_of.clone(), ..Filter::any() }) {
        return None;
    }
    f.any_of
        .iter()
        .map(|a| match a {
            Filter { name: Some(NameMatch::Exact(n)), .. } if *a == (Filter { name: a.name.clone(), ..Filter::any() }) => Some(n.as_str()),
            _ => None,
        })
        .collect()
}

/// The names of a filter [`named_alternatives`] builds, with the limits they share ("\[A\] or
/// \[B\] Character with 7000 base power or more": the filter without its alternatives).
#[must_use]
pub fn alternative_names_limited(f: &opcg_engine::effect::Filter) -> Option<(Vec<&str>, opcg_engine::effect::Filter)> {
    use opcg_engine::effect::Filter;
    let limits = Filter { any_of: Vec::new(), ..f.clone() };
    let names = alternative_names(f).or_else(|| {
        f.any_of
            .iter()
            .map(|a| match a {
                Filter { name: Some(opcg_engine::effect::NameMatch::Exact(n)), .. } if *a == (Filter { name: a.name.clone(), ..Filter::any() }) => Some(n.as_str()),
                _ => None,
            })
            .collect::<Option<Vec<&str>>>()
            .filter(|n| n.len() > 1)
    })?;
    Some((names, limits))
}

/// Are two permanent effects of one card under the same conditions written as one line (a row of
/// `grammar::permanents::PAIRS`)? Two on the card itself or on the Leader, or one prohibition on
/// the player's and the opponent's Characters of one filter ("all Characters … cannot attack").
#[must_use]
pub fn one_line_pair(a: &opcg_engine::effect::Continuous, b: &opcg_engine::effect::Continuous) -> bool {
    use opcg_engine::effect::StaticTarget;
    (a.target == b.target && matches!(a.target, StaticTarget::This | StaticTarget::YourLeader))
        || (a.modifier == b.modifier && matches!((&a.target, &b.target), (StaticTarget::YourCharacters(f), StaticTarget::OpponentCharacters(g)) if f == g))
}
