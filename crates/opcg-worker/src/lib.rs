//! The page's Web Worker: work that must not weigh on the page or block its thread.
//!
//! Today it reads card text: the card-text compiler (`opcg_cards::compile`) lives here and not
//! in the page's wasm, which carries the engine's card data only (the built-in pool compiled at
//! build time, see the root `build.rs`). The page loads this worker the first time it meets card
//! text it has not read (an import, a game file with cards this browser has not seen, a newer
//! build's reading of kept cards) and keeps the readings (`src/readings.rs`).
//!
//! The protocol is one request, one answer. The page posts `[id, kind, payload]` (a number and
//! two strings); the worker answers `[id, true, bytes]` (a `Uint8Array`) or `[id, false,
//! why]`. [`answer`] is the whole logic, pure and tested natively; `main.rs` only wires it to
//! `postMessage`.
//!
//! | kind | payload | answer |
//! | --- | --- | --- |
//! | `read` | a JSON list of printed cards (`opcg_cards::PrintedCard`) | [`encode_readings`] of their readings (card data and texts, `opcg_cards::Reading`), in order |
//! | `import` | a JSON list of card-list files, `[name, text]` (the punk-records layout) | JSON [`Imported`]; refused with every problem found, one per line |
//! | `custom` | JSON [`Draft`]: a card a player writes, in the punk-records layout, and its language | JSON [`Preview`]: the card as it would be kept, the engine's reading of it and what it does not read |
//! | `decide` | JSON [`Ask`]: a game as saved, the computer's seat, its level, a seed | the JSON `Action` the computer takes |
//! | `kaiun-decide` | JSON [`Ask`] of a Kaiun Colosseum game (its save: `{…, game: SaveFile}`) | the JSON Kaiun `Action` the computer takes |
//!
//! # The computer opponent
//! `decide` rebuilds the game from its record (the page's save: decks, seed, options, the
//! printed cards that are not built in, every step) and asks a policy of `opcg-ai` for the
//! seat's decision. The policy sees the seat's information set only (`opcg_ai::Seen`), so the
//! computer plays honestly although the worker holds the whole game. Levels: [`Level`].

use game_core::{ByPlayer, Lang, Seat};
use opcg_ai::{GreedyPolicy, Policy, SearchConfig, SearchPolicy, Seen};
use opcg_cards::punk::{self, CardList};
use opcg_cards::Reading;
use opcg_cards::{compile_card, PrintedCard};
use opcg_engine::{Action, CardDef, DeckList, Game, GameSetup, JudgeAction, SetupOptions};
use serde::{Deserialize, Serialize};

/// How strong the computer plays (One Piece; Kaiun Colosseum's levels: [`kaiun_decide`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Level {
    /// One step ahead: each action tried once, the position after it scored (`GreedyPolicy`).
    Easy,
    /// Determinized Monte Carlo search, 300 playouts a decision.
    Medium,
    /// Determinized Monte Carlo search, 2,000 playouts a decision.
    Hard,
}

impl Level {
    /// The policy of this level, seeded.
    #[must_use]
    pub fn policy(self, seed: u64) -> Box<dyn Policy> {
        match self {
            Level::Easy => Box::new(GreedyPolicy::new(seed)),
            Level::Medium => Box::new(SearchPolicy::new(seed, SearchConfig { iterations: 300, ..SearchConfig::default() })),
            Level::Hard => Box::new(SearchPolicy::new(seed, SearchConfig { iterations: 2000, ..SearchConfig::default() })),
        }
    }
}

/// A card being written in the deck builder: one card object in the punk-records layout (the
/// same checks and normalisation as an import) and the language of its words.
#[derive(Debug, Serialize, Deserialize)]
pub struct Draft {
    pub lang: Lang,
    pub card: serde_json::Value,
}

/// What the engine makes of a [`Draft`].
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Preview {
    /// The card as it would be kept, when it has no problem.
    pub card: Option<PrintedCard>,
    /// What is wrong with it (field by field), if anything.
    pub problems: Vec<String>,
    /// The engine's reading of the text, written back in the card's language.
    pub reading: String,
    /// The engine's reading of the \[Trigger\], if the card has one.
    pub trigger: Option<String>,
    /// Text the engine does not read (carried out by hand when its timing comes).
    pub unread: Vec<String>,
}

/// Reads a card being written: checked as an import checks a card, then read.
#[must_use]
pub fn preview(draft: &Draft) -> Preview {
    let list = serde_json::Value::Array(vec![draft.card.clone()]).to_string();
    let card = match punk::parse_str(&list, draft.lang, "your card") {
        Ok(l) => l.cards.into_values().next(),
        Err(errors) => return Preview { problems: errors.iter().map(|e| e.message.clone()).collect(), ..Preview::default() },
    };
    let Some(card) = card else { return Preview { problems: vec!["no card".into()], ..Preview::default() } };
    let read = compile_card(&card, draft.lang);
    let (reading, trigger) = opcg_cards::render_card(&read.def, draft.lang);
    Preview { unread: read.def.unread.clone(), card: Some(card), problems: Vec::new(), reading, trigger }
}

/// A `decide` request.
#[derive(Debug, Serialize, Deserialize)]
pub struct Ask {
    /// The game as the page saves it (only the fields below are read).
    pub game: String,
    pub seat: Seat,
    pub level: Level,
    pub seed: u64,
}

/// The part of a save (format version 2) a game is rebuilt from.
#[derive(Deserialize)]
struct Record {
    decks: ByPlayer<DeckList>,
    seed: u64,
    options: SetupOptions,
    #[serde(default)]
    cards: Vec<PrintedCard>,
    actions: Vec<Step>,
}

/// One step of a record: a play or a judge's correction.
#[derive(Deserialize)]
struct Step {
    seat: Seat,
    #[serde(default)]
    action: Option<Action>,
    #[serde(default)]
    judge: Option<JudgeAction>,
}

/// The game a record describes: the built-in pool and the record's own cards (read here),
/// every step replayed. A step that does not apply is named.
pub fn replay(record: &str) -> Result<Game, String> {
    let record: Record = serde_json::from_str(record).map_err(|e| format!("the game is not a saved game: {e}"))?;
    if let Some(e) = record.cards.iter().find_map(|c| c.check_stats().err()) {
        return Err(e.to_string());
    }
    let mut cards = opcg_cards::builtin_db().map_err(|_| "the built-in cards do not read".to_string())?;
    for c in &record.cards {
        if cards.by_number(&c.number).is_none() {
            cards.insert(read_card(c));
        }
    }
    let mut game = Game::new(GameSetup { cards, decks: record.decks, seed: record.seed, options: record.options }).map_err(|errors| {
        let why: Vec<String> = errors.iter().map(ToString::to_string).collect();
        format!("the game does not set up: {}", why.join("; "))
    })?;
    for (i, step) in record.actions.into_iter().enumerate() {
        let done = match (step.action, step.judge) {
            (Some(a), None) => game.apply(step.seat, a).map(|_| ()).map_err(|e| e.to_string()),
            (None, Some(j)) => game.judge(step.seat, j).map(|_| ()).map_err(|e| e.to_string()),
            _ => Err("neither a play nor a judge's correction".to_string()),
        };
        done.map_err(|why| format!("step {} does not replay: {why}", i + 1))?;
    }
    Ok(game)
}

/// A Kaiun Colosseum save as the page writes it; only the engine's record is read.
#[derive(Deserialize)]
struct KaiunRecord {
    game: kaiun_engine::SaveFile,
}

/// The computer's Kaiun Colosseum action for `ask.seat`, which must have a decision. Its set
/// card is chosen from what its seat sees: the other seat's face-down card is redealt in every
/// future it imagines (`kaiun_engine::Determinizer`). Levels: Easy plays at random, Medium one
/// step ahead, Hard searches 1000 futures a decision (against a modelled opponent in the set
/// phase: 60.0 % against Medium in the arena; in WebAssembly a few milliseconds a decision).
pub fn kaiun_decide(ask: &Ask) -> Result<kaiun_engine::Action, String> {
    let record: KaiunRecord = serde_json::from_str(&ask.game).map_err(|e| format!("the game is not a saved Kaiun Colosseum game: {e}"))?;
    let game = record.game.replay().map_err(|e| e.to_string())?;
    if game.decision(ask.seat).is_none() {
        return Err(format!("it is not {:?}'s decision", ask.seat));
    }
    let (name, iterations) = match ask.level {
        Level::Easy => ("random", 0),
        Level::Medium => ("greedy", 0),
        Level::Hard => ("search", 1000),
    };
    let mut policy = opcg_ai::kaiun::kaiun_policy_by_name(name, ask.seed, iterations).ok_or("no such policy")?;
    let i = opcg_ai::kaiun::kaiun_decide(policy.as_mut(), &game, ask.seat).ok_or("the computer has nothing to decide")?;
    game.legal_actions(ask.seat).get(i).cloned().ok_or_else(|| "the computer chose no action".to_string())
}

/// The computer's action for `ask.seat`, which must be the seat to act.
pub fn decide(ask: &Ask) -> Result<Action, String> {
    let game = replay(&ask.game)?;
    if game.decision_seat() != Some(ask.seat) {
        return Err(format!("it is not {:?}'s decision", ask.seat));
    }
    let seen = Seen::new(&game, ask.seat);
    let i = ask.level.policy(ask.seed).choose(&seen);
    seen.legal().get(i).cloned().ok_or_else(|| "the computer chose no action".to_string())
}

/// The cards of card-list files, as the page keeps them.
#[derive(Debug, Serialize)]
pub struct Imported {
    /// Every card, once per number (alternate printings folded into the first).
    pub cards: Vec<PrintedCard>,
    /// How many alternate printings were folded.
    pub alternates: usize,
}

/// The language of a card list, guessed from its text (kana or kanji ⇒ Japanese).
fn guess_lang(json: &str) -> Lang {
    let japanese = json.chars().any(|c| matches!(c, '\u{3040}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}'));
    if japanese {
        Lang::Ja
    } else {
        Lang::En
    }
}

/// Reads card-list files (name, text): all their cards, or every problem of every file (file,
/// card, field).
pub fn import(files: &[(String, String)]) -> Result<Imported, Vec<String>> {
    let mut list = CardList::default();
    let mut errors = Vec::new();
    for (name, text) in files {
        match punk::parse_str(text, guess_lang(text), name) {
            Ok(l) => list.merge(l),
            Err(es) => errors.extend(es.iter().map(ToString::to_string)),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    if list.cards.is_empty() {
        return Err(vec!["no card in the file(s)".to_string()]);
    }
    let alternates = list.notes.iter().filter(|n| matches!(n, punk::ImportNote::AlternatesFolded { .. })).count();
    Ok(Imported { cards: list.cards.into_values().collect(), alternates })
}

/// The engine's reading of a printed card: from its Japanese text when it has one (the
/// original printing), else its English.
#[must_use]
pub fn read_card(p: &PrintedCard) -> CardDef {
    let lang = if p.texts.contains_key(&Lang::Ja) { Lang::Ja } else { Lang::En };
    compile_card(p, lang).def
}

/// Readings as the page receives and keeps them: postcard bytes of a list.
#[must_use]
pub fn encode_readings(readings: &[Reading]) -> Vec<u8> {
    postcard::to_allocvec(readings).unwrap_or_default()
}

/// Answers one request (see the module docs); an unknown kind or a malformed payload is an
/// error message, never a panic.
pub fn answer(kind: &str, payload: &str) -> Result<Vec<u8>, String> {
    match kind {
        "read" => {
            let cards: Vec<PrintedCard> = serde_json::from_str(payload).map_err(|e| format!("the cards to read are not a card list: {e}"))?;
            if let Some(e) = cards.iter().find_map(|c| c.check_stats().err()) {
                return Err(e.to_string());
            }
            let readings: Vec<Reading> = cards.iter().map(|c| Reading::of(read_card(c))).collect();
            Ok(encode_readings(&readings))
        }
        "import" => {
            let files: Vec<(String, String)> = serde_json::from_str(payload).map_err(|e| format!("the files to import are not a list of files: {e}"))?;
            let imported = import(&files).map_err(|errors| errors.join("\n"))?;
            serde_json::to_vec(&imported).map_err(|e| e.to_string())
        }
        "custom" => {
            let draft: Draft = serde_json::from_str(payload).map_err(|e| format!("the card is not a card being written: {e}"))?;
            serde_json::to_vec(&preview(&draft)).map_err(|e| e.to_string())
        }
        "kaiun-decide" => {
            let ask: Ask = serde_json::from_str(payload).map_err(|e| format!("the question is not a decision to take: {e}"))?;
            serde_json::to_vec(&kaiun_decide(&ask)?).map_err(|e| e.to_string())
        }
        "decide" => {
            let ask: Ask = serde_json::from_str(payload).map_err(|e| format!("the question is not a decision to take: {e}"))?;
            let action = decide(&ask)?;
            serde_json::to_vec(&action).map_err(|e| e.to_string())
        }
        other => Err(format!("the worker does not know the request {other:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(bytes: &[u8]) -> Vec<CardDef> {
        let readings: Vec<Reading> = postcard::from_bytes(bytes).unwrap();
        for r in &readings {
            assert_eq!(r.texts, opcg_cards::written::write(&r.def), "{}: its texts come with it", r.def.number);
        }
        readings.into_iter().map(|r| r.def).collect()
    }

    /// A read answers with the same readings the compiler gives, in the order asked, and they
    /// survive the trip (postcard bytes are what the page decodes).
    #[test]
    fn read_answers_the_compilers_readings_in_order() {
        let cards: Vec<PrintedCard> = opcg_cards::builtin_cards().into_iter().rev().take(12).collect();
        let bytes = answer("read", &serde_json::to_string(&cards).unwrap()).unwrap();
        let defs = decode(&bytes);
        assert_eq!(defs.len(), 12);
        for (c, d) in cards.iter().zip(&defs) {
            assert_eq!(d, &compile_card(c, Lang::Ja).def, "{}", c.number);
        }
    }

    /// A card with only English text is read from its English.
    #[test]
    fn a_card_without_japanese_is_read_in_english() {
        let mut card = opcg_cards::builtin_cards().into_iter().find(|c| !c.text(Lang::En).is_none_or(|t| t.effect.is_empty())).unwrap();
        card.texts.remove(&Lang::Ja);
        let defs = decode(&answer("read", &serde_json::to_string(&[&card]).unwrap()).unwrap());
        assert_eq!(defs, vec![compile_card(&card, Lang::En).def]);
        assert!(!defs[0].abilities.is_empty() || defs[0].trigger.is_some());
    }

    /// An import answers the cards of every file (Japanese text recognised as such), or every
    /// problem found, one per line.
    #[test]
    fn import_reads_card_lists_or_lists_every_problem() {
        let card = |id: &str, name: &str| serde_json::json!({"id": id, "name": name, "category": "Character", "colors": ["Red"], "cost": 2, "power": 3000, "counter": 1000, "attributes": ["Slash"], "types": ["Crew"], "effect": "[On Play] Draw 1 card.", "rarity": "C"});
        let en = serde_json::json!([card("XX01-001", "Tess"), card("XX01-002", "Orin")]).to_string();
        let ja = serde_json::json!([card("XX01-001", "テス")]).to_string();
        let files = vec![("en.json".to_string(), en), ("ja.json".to_string(), ja)];
        let bytes = answer("import", &serde_json::to_string(&files).unwrap()).unwrap();
        let got: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
        let cards: Vec<PrintedCard> = serde_json::from_value(got["cards"].clone()).unwrap();
        assert_eq!(cards.iter().map(|c| c.number.as_str()).collect::<Vec<_>>(), ["XX01-001", "XX01-002"]);
        assert_eq!(cards[0].name(Lang::Ja), "テス");
        assert_eq!(cards[0].name(Lang::En), "Tess");
        let broken = vec![("a.json".to_string(), "[{".to_string()), ("b.json".to_string(), "{}".to_string())];
        let why = answer("import", &serde_json::to_string(&broken).unwrap()).unwrap_err();
        assert!(why.contains("a.json") && why.contains("b.json") && why.lines().count() >= 2, "{why}");
        assert!(answer("import", "[]").unwrap_err().contains("no card"));
        assert!(answer("import", "{").unwrap_err().contains("not a list of files"));
    }

    /// A card being written is checked like an imported one and read: its reading comes back
    /// in its language with what is not read; a card with a problem says which field.
    #[test]
    fn custom_reads_a_card_being_written() {
        let card = |effect: &str| serde_json::json!({"id": "CUSTOM-001", "name": "Tess", "category": "Character", "colors": ["Red"], "cost": 2, "power": 3000, "counter": 1000, "attributes": ["Slash"], "types": ["Crew"], "effect": effect, "trigger": null, "rarity": "C"});
        let ask = |lang: Lang, card: serde_json::Value| -> Preview {
            serde_json::from_slice(&answer("custom", &serde_json::to_string(&Draft { lang, card }).unwrap()).unwrap()).unwrap()
        };
        let read = ask(Lang::En, card("[On Play] Draw 1 card."));
        assert_eq!(read.problems, Vec::<String>::new());
        assert_eq!(read.reading, "[On Play] Draw 1 card.");
        assert!(read.unread.is_empty());
        assert_eq!(read.card.unwrap().name(Lang::En), "Tess");
        let partly = ask(Lang::En, card("[On Play] Draw 1 card.<br>[Activate: Main] Sing to the moon."));
        assert_eq!(partly.unread, vec!["Sing to the moon.".to_string()]);
        let ja = ask(Lang::Ja, card("【登場時】カード1枚を引く。"));
        assert!(ja.unread.is_empty(), "{:?}", ja.unread);
        assert_eq!(ja.reading, "【登場時】カード1枚を引く。");
        let mut bad = card("");
        bad["category"] = serde_json::json!("Wizard");
        let refused = ask(Lang::En, bad);
        assert!(refused.card.is_none() && refused.problems.iter().any(|p| p.contains("Wizard")), "{:?}", refused.problems);
    }

    /// A game rebuilt from its record, as the page saves it (plays and a judge's correction).
    fn record_of(game_seed: u64, steps: usize) -> (String, Game) {
        let decks = opcg_cards::builtin_decks();
        let setup = GameSetup { cards: opcg_cards::builtin_db().unwrap(), decks: ByPlayer::new(decks[0].deck_list(), decks[1].deck_list()), seed: game_seed, options: SetupOptions::default() };
        let mut game = Game::new(setup.clone()).unwrap();
        let mut taken = Vec::new();
        let mut policy = opcg_ai::RandomPolicy::new(game_seed);
        for _ in 0..steps {
            let Some((seat, i)) = opcg_ai::decide(&mut policy, &game) else { break };
            let action = game.legal_actions(seat)[i].clone();
            game.apply(seat, action.clone()).unwrap();
            taken.push(serde_json::json!({ "seat": seat, "action": action }));
        }
        let record = serde_json::json!({ "format": "opcg-table-save", "version": 2, "mode": "OpenHands", "decks": setup.decks, "seed": game_seed, "options": setup.options, "cards": [], "actions": taken });
        (record.to_string(), game)
    }

    /// `decide` rebuilds the game from its record and answers, at every level, a legal action
    /// of the seat to act; the same question gets the same answer (the seed).
    #[test]
    fn decide_answers_a_legal_action_of_the_seat_to_act() {
        for (seed, steps) in [(3, 0), (5, 12), (9, 40)] {
            let (record, game) = record_of(seed, steps);
            let seat = game.decision_seat().unwrap();
            for level in [Level::Easy, Level::Medium] {
                let ask = serde_json::to_string(&Ask { game: record.clone(), seat, level, seed: 7 }).unwrap();
                let bytes = answer("decide", &ask).unwrap();
                let action: Action = serde_json::from_slice(&bytes).unwrap();
                assert!(game.legal_actions(seat).contains(&action), "{action:?}");
                assert_eq!(answer("decide", &ask).unwrap(), bytes);
            }
            let other = serde_json::to_string(&Ask { game: record, seat: seat.other(), level: Level::Easy, seed: 7 }).unwrap();
            assert!(answer("decide", &other).unwrap_err().contains("not"));
        }
    }

    /// A Kaiun Colosseum game: every level answers a legal action of the seat with a decision,
    /// the same for the same seed; a seat without a decision is told so.
    #[test]
    fn kaiun_decide_answers_a_legal_action() {
        let decks = kaiun_engine::builtin_decks();
        let setup = kaiun_engine::GameSetup { decks: kaiun_engine::ByPlayer::new(decks[0].cards.clone(), decks[1].cards.clone()), seed: 11, cards: Vec::new() };
        let mut file = kaiun_engine::SaveFile { format: kaiun_engine::SAVE_FORMAT, setup, actions: Vec::new() };
        let mut game = file.replay().unwrap();
        let mut policy = opcg_ai::kaiun::KaiunRandom::new(3);
        for step in 0..40 {
            let seat = *game.decision_seats().first().unwrap();
            let record = serde_json::json!({ "format": "kaiun-table-save", "version": 1, "mode": "OpenHands", "game": file }).to_string();
            for level in [Level::Easy, Level::Medium, Level::Hard] {
                let ask = serde_json::to_string(&Ask { game: record.clone(), seat, level, seed: step }).unwrap();
                let bytes = answer("kaiun-decide", &ask).unwrap();
                let action: kaiun_engine::Action = serde_json::from_slice(&bytes).unwrap();
                assert!(game.legal_actions(seat).contains(&action), "{action:?}");
                assert_eq!(answer("kaiun-decide", &ask).unwrap(), bytes);
            }
            if game.decision(seat.other()).is_none() {
                let ask = serde_json::to_string(&Ask { game: record, seat: seat.other(), level: Level::Easy, seed: 1 }).unwrap();
                assert!(answer("kaiun-decide", &ask).unwrap_err().contains("not"));
            }
            let i = opcg_ai::kaiun::kaiun_decide(&mut policy, &game, seat).unwrap();
            let action = game.legal_actions(seat)[i].clone();
            game.apply(seat, action.clone()).unwrap();
            file.actions.push((seat, action));
            if game.result().is_some() {
                break;
            }
        }
    }

    /// A record with a step that does not apply is refused naming the step.
    #[test]
    fn a_record_that_does_not_replay_names_the_step() {
        let (record, _) = record_of(4, 10);
        let mut v: serde_json::Value = serde_json::from_str(&record).unwrap();
        v["actions"][3]["seat"] = serde_json::json!(if v["actions"][3]["seat"] == "A" { "B" } else { "A" });
        assert!(replay(&v.to_string()).unwrap_err().contains("step 4"), "{}", replay(&v.to_string()).unwrap_err());
        assert!(answer("decide", "{}").unwrap_err().contains("not a decision"));
    }

    /// Bad requests are refused with a reason: not JSON, not cards, impossible numbers, an
    /// unknown kind.
    #[test]
    fn bad_requests_are_refused_with_a_reason() {
        assert!(answer("read", "{").unwrap_err().contains("not a card list"));
        assert!(answer("read", "[1,2]").unwrap_err().contains("not a card list"));
        let mut card = opcg_cards::builtin_cards().remove(0);
        card.power = Some(i32::MAX);
        assert!(answer("read", &serde_json::to_string(&[card]).unwrap()).unwrap_err().contains("power"));
        assert!(answer("think", "").unwrap_err().contains("think"));
        assert_eq!(decode(&answer("read", "[]").unwrap()), Vec::<CardDef>::new());
    }
}
