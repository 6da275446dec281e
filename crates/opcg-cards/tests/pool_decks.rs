//! The preconstructed decks: legal (5-1-2), sensible, covering every keyword and timing of
//! 10-1 and 10-2 between them, and playable: every pair plays many random games through the
//! engine without an error.
//!
//! `OPCG_POOL_GAMES` sets the random games per pair of decks with the English database (default 40;
//! 16 pairs incl. mirrors), plus an eighth of that with the Japanese one.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use game_core::{ByPlayer, Lang, Rng};
use opcg_cards::pool::{builtin_db, builtin_db_in, builtin_decks, BuiltinDeck};
use opcg_engine::effect::{Ability, ActTiming, Condition, Cost, When};
use opcg_engine::{Action, CardDb, CardDef, CardKind, Colour, DecisionKind, Event, Game, GameSetup, PlayerView, Prompt, Seat, SetupOptions};

fn db() -> CardDb {
    builtin_db().unwrap_or_else(|e| panic!("pool does not compile: {e:?}"))
}

fn defs<'a>(db: &'a CardDb, deck: &BuiltinDeck) -> Vec<&'a CardDef> {
    std::iter::once(&deck.leader).chain(&deck.main).map(|n| db.by_number(n).unwrap_or_else(|| panic!("unknown {n}"))).collect()
}

#[test]
fn every_deck_is_legal_against_every_deck_in_both_languages() {
    let decks = builtin_decks();
    assert!(decks.len() >= 4);
    for lang in [Lang::En, Lang::Ja] {
        let cards = builtin_db_in(lang).expect("pool compiles");
        for a in &decks {
            for b in &decks {
                let setup = GameSetup { cards: cards.clone(), decks: ByPlayer::new(a.deck_list(), b.deck_list()), seed: 7, options: SetupOptions::default() };
                if let Err(e) = Game::new(setup) {
                    panic!("{} vs {} ({lang:?}): {e:?}", a.id, b.id);
                }
            }
        }
    }
}

#[test]
fn the_decks_are_distinct_colours_one_with_a_two_colour_leader() {
    let db = db();
    let decks = builtin_decks();
    let mut ids = BTreeSet::new();
    let mut leader_colours: Vec<Vec<Colour>> = Vec::new();
    for d in &decks {
        assert!(ids.insert(d.id), "{} twice", d.id);
        assert_eq!(opcg_cards::pool::builtin_deck(d.id).as_ref(), Some(d));
        assert!(!d.name(Lang::Ja).is_empty() && !d.name(Lang::En).is_empty());
        assert!(d.plan.contains_key(&Lang::Ja) && d.plan.contains_key(&Lang::En));
        let leader = db.by_number(&d.leader).unwrap();
        assert_eq!(leader.kind, CardKind::Leader, "{}", d.id);
        assert_eq!(d.main.len(), 50, "{}", d.id);
        let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
        for n in &d.main {
            *counts.entry(n).or_default() += 1;
            let c = db.by_number(n).unwrap();
            assert_ne!(c.kind, CardKind::Leader, "{}: {n}", d.id);
            assert!(c.colours.iter().all(|x| leader.colours.contains(x)), "{}: {n} is off colour", d.id);
        }
        assert!(counts.values().all(|&k| k <= 4), "{}: more than 4 of a number", d.id);
        leader_colours.push(leader.colours.clone());
        // The list text reads back.
        let text = d.to_list_text();
        let parsed = opcg_cards::decklist::parse(&text, |n| db.by_number(n).map(|c| c.kind)).unwrap();
        assert_eq!((parsed.leader, parsed.main.len()), (d.leader.clone(), 50));
    }
    for (i, a) in leader_colours.iter().enumerate() {
        for b in &leader_colours[i + 1..] {
            assert!(a.iter().all(|c| !b.contains(c)), "two decks share a colour: {a:?} {b:?}");
        }
    }
    assert!(leader_colours.iter().any(|c| c.len() == 2), "no two-colour leader");
    // Every card of the pool is played by some deck.
    let used: BTreeSet<&String> = decks.iter().flat_map(|d| std::iter::once(&d.leader).chain(&d.main)).collect();
    for (_, c) in db.iter() {
        assert!(used.contains(&c.number), "{} is in no deck", c.number);
    }
}

/// Each deck is a deck someone would play: a curve from 1 to 7, enough counters, a plan.
#[test]
fn the_decks_are_sensible() {
    let db = db();
    for d in builtin_decks() {
        let cards = defs(&db, &d);
        let main = &cards[1..];
        let counters = main.iter().filter(|c| c.counter > 0 || is_counter_event(c)).count();
        assert!((14..=30).contains(&counters), "{}: {counters} counter cards", d.id);
        let characters = main.iter().filter(|c| c.kind == CardKind::Character).count();
        assert!(characters >= 34, "{}: {characters} Characters", d.id);
        let low = main.iter().filter(|c| c.cost <= 2).count();
        let high = main.iter().filter(|c| c.cost >= 5).count();
        assert!(low >= 12, "{}: {low} cards of cost 2 or less", d.id);
        assert!((6..=16).contains(&high), "{}: {high} cards of cost 5 or more", d.id);
        assert!(main.iter().any(|c| c.cost >= 7), "{}: no top end", d.id);
    }
}

fn is_counter_event(c: &CardDef) -> bool {
    c.kind == CardKind::Event && c.abilities.iter().any(|a| matches!(a, Ability::Activated { timing: ActTiming::Counter, .. }))
}

/// Every variant name in a value (enum tags as object keys or strings).
fn tokens(v: &serde_json::Value, out: &mut BTreeSet<String>) {
    match v {
        serde_json::Value::String(s) => {
            out.insert(s.clone());
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| tokens(x, out)),
        serde_json::Value::Object(o) => {
            for (k, x) in o {
                out.insert(k.clone());
                tokens(x, out);
            }
        }
        _ => {}
    }
}

/// What a card contributes to the coverage table.
fn features(c: &CardDef) -> BTreeSet<String> {
    let mut f = BTreeSet::new();
    for k in &c.keywords {
        f.insert(format!("[{k:?}]"));
    }
    if c.trigger.is_some() {
        f.insert("[Trigger]".into());
    }
    match c.counter {
        1000 => {
            f.insert("counter +1000".into());
        }
        2000 => {
            f.insert("counter +2000".into());
        }
        _ => {}
    }
    if c.kind == CardKind::Stage {
        f.insert("Stage".into());
    }
    for a in &c.abilities {
        let (conditions, once, cost): (&[Condition], bool, &[Cost]) = match a {
            Ability::Auto { when, conditions, once_per_turn, cost, .. } => {
                f.insert(format!("{when:?}"));
                (conditions, *once_per_turn, cost)
            }
            Ability::Activated { timing, conditions, once_per_turn, cost, .. } => {
                f.insert(format!("{timing:?}"));
                if c.kind == CardKind::Event {
                    f.insert(format!("Event {timing:?}"));
                }
                (conditions, *once_per_turn, cost)
            }
            Ability::Permanent { conditions, .. } => (conditions, false, &[]),
            Ability::Replacement { conditions, once_per_turn, .. } => {
                f.insert("Replacement".into());
                (conditions, *once_per_turn, &[])
            }
            _ => (&[], false, &[]),
        };
        for cond in conditions {
            match cond {
                Condition::Don(_) => f.insert("[DON!! xN]".into()),
                Condition::YourTurn => f.insert("[Your Turn]".into()),
                Condition::OpponentsTurn => f.insert("[Opponent's Turn]".into()),
                _ => false,
            };
        }
        if once {
            f.insert("[Once Per Turn]".into());
        }
        for k in cost {
            match k {
                Cost::RestDon(_) => f.insert("① (rest DON!!)".into()),
                Cost::ReturnDon(_) => f.insert("DON!! −N".into()),
                _ => false,
            };
        }
    }
    let mut t = BTreeSet::new();
    tokens(&serde_json::json!({ "a": c.abilities, "t": c.trigger }), &mut t);
    if t.contains("Ko") {
        f.insert("K.O.".into());
    }
    let json = serde_json::json!({ "a": c.abilities, "t": c.trigger });
    if t.contains("TrashFromHand") || trashes_from_hand(&json) {
        f.insert("trash from hand (捨てる)".into());
    }
    for k in ["Rush", "DoubleAttack", "Banish", "Blocker", "RushCharacter", "Unblockable"] {
        if t.contains(k) {
            f.insert(format!("[{k}]"));
        }
    }
    f
}

/// Every keyword and timing of 10-1 and 10-2, and the other required mechanics.
const REQUIRED: &[&str] = &[
    // 10-1
    "[Rush]",
    "[DoubleAttack]",
    "[Banish]",
    "[Blocker]",
    "[Trigger]",
    "[RushCharacter]",
    "[Unblockable]",
    // 10-2
    "K.O.",
    "ActivateMain",
    "Main",
    "Counter",
    "WhenAttacking",
    "OnPlay",
    "EndOfYourTurn",
    "EndOfOpponentsTurn",
    "[DON!! xN]",
    "DON!! −N",
    "[Your Turn]",
    "[Opponent's Turn]",
    "[Once Per Turn]",
    "trash from hand (捨てる)",
    "OnBlock",
    "OnOpponentsAttack",
    "OnKo",
    // and
    "counter +1000",
    "counter +2000",
    "Stage",
    "Event Main",
    "Event Counter",
    "① (rest DON!!)",
    "Replacement",
];

fn coverage() -> BTreeMap<String, Vec<&'static str>> {
    let db = db();
    let mut table: BTreeMap<String, Vec<&'static str>> = BTreeMap::new();
    for d in builtin_decks() {
        let mut seen = BTreeSet::new();
        for c in defs(&db, &d) {
            seen.extend(features(c));
        }
        for s in seen {
            table.entry(s).or_default().push(d.id);
        }
    }
    table
}

#[test]
fn the_decks_cover_every_keyword_and_timing() {
    let table = coverage();
    for (k, v) in &table {
        println!("{k:<28} {}", v.join(", "));
    }
    let missing: Vec<&&str> = REQUIRED.iter().filter(|k| !table.contains_key(**k)).collect();
    assert!(missing.is_empty(), "not in any deck: {missing:?}");
}



/// Does an effect move cards from a hand to the trash (捨てる: `MoveChosen` from Hand to Trash)?
fn trashes_from_hand(v: &serde_json::Value) -> bool {
    use serde_json::Value;
    match v {
        Value::Object(m) => {
            m.get("MoveChosen").is_some_and(|c| c.get("from") == Some(&Value::from("Hand")) && c.get("to") == Some(&Value::from("Trash")))
                || m.values().any(trashes_from_hand)
        }
        Value::Array(a) => a.iter().any(trashes_from_hand),
        _ => false,
    }
}

fn games_per_pair() -> u64 {
    std::env::var("OPCG_POOL_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(40)
}

/// Plays one game with random legal actions for both seats; returns its events.
fn random_game(cards: &Arc<CardDb>, a: &BuiltinDeck, b: &BuiltinDeck, seed: u64) -> (Vec<Event>, u32, usize) {
    let decks = ByPlayer::new(a.deck_list(), b.deck_list());
    let mut game = Game::new_shared(cards.clone(), &decks, seed, SetupOptions::default()).expect("legal decks");
    let mut rng = Rng::new(seed ^ 0x5eed_0f90);
    let mut events = Vec::new();
    let mut steps = 0u32;
    let mut replacements = 0;
    while game.result().is_none() {
        steps += 1;
        assert!(steps < 50_000, "{} vs {} seed {seed}: the game does not end", a.id, b.id);
        let seat = game.decision_seat().expect("a running game waits for someone");
        if matches!(game.decision_kind(), Some(DecisionKind::YesNo { prompt: Prompt::Replace, .. })) {
            replacements += 1;
        }
        let legal = game.legal_actions(seat);
        let choices: Vec<&Action> = legal.iter().filter(|x| **x != Action::Concede).collect();
        assert!(!choices.is_empty(), "{} vs {} seed {seed}: nothing to do but concede", a.id, b.id);
        let pick = choices[rng.below(choices.len() as u32) as usize].clone();
        let ev = game.apply(seat, pick.clone()).unwrap_or_else(|e| panic!("{} vs {} seed {seed}: legal {pick:?} refused: {e}", a.id, b.id));
        events.extend(ev);
        if steps.is_multiple_of(64) {
            game.check_invariants().unwrap_or_else(|e| panic!("{} vs {} seed {seed}: {e}", a.id, b.id));
        }
    }
    game.check_invariants().unwrap_or_else(|e| panic!("{} vs {} seed {seed}: {e}", a.id, b.id));
    for seat in Seat::BOTH {
        let v = game.view(seat);
        let back: PlayerView = serde_json::from_str(&serde_json::to_string(&v).expect("view serialises")).expect("view reads back");
        assert_eq!(back, v);
    }
    (events, game.turn(), replacements)
}

#[test]
fn every_pair_of_decks_plays_random_games_without_error() {
    let decks = builtin_decks();
    let n = games_per_pair();
    let mut played = 0;
    let mut abilities = 0;
    let mut triggers = 0;
    let mut wins = 0;
    let mut turns = 0;
    let mut replaced = 0;
    let mut used: BTreeSet<(String, Option<u8>)> = BTreeSet::new();
    for (li, lang) in [Lang::En, Lang::Ja].into_iter().enumerate() {
        let cards = Arc::new(builtin_db_in(lang).expect("pool compiles"));
        for (i, a) in decks.iter().enumerate() {
            for (j, b) in decks.iter().enumerate() {
                // Both languages' databases play; most games in English.
                let games = if li == 0 { n } else { n.div_ceil(8) };
                for g in 0..games {
                    let seed = 1_000 * (i as u64 * 4 + j as u64) + g + 100_000 * li as u64;
                    let (events, t, r) = random_game(&cards, a, b, seed);
                    replaced += r;
                    turns += t;
                    for e in &events {
                        match e {
                            Event::AbilityActivated { card, ability } => {
                                used.insert((cards.get(card.def).number.clone(), Some(*ability)));
                            }
                            Event::TriggerActivated { card } => {
                                used.insert((cards.get(card.def).number.clone(), None));
                            }
                            // An event's [Main] / [Counter] runs when the card is played or used.
                            Event::Played { card, .. } | Event::CounterUsed { card, .. } => {
                                let def = cards.get(card.def);
                                if def.kind == CardKind::Event {
                                    for (i, a) in def.abilities.iter().enumerate() {
                                        if matches!(a, Ability::Activated { .. }) {
                                            used.insert((def.number.clone(), Some(i as u8)));
                                        }
                                    }
                                }
                            }
                            _ => {}
                        }
                    }
                    played += 1;
                    abilities += events.iter().filter(|e| matches!(e, Event::AbilityActivated { .. })).count();
                    triggers += events.iter().filter(|e| matches!(e, Event::TriggerActivated { .. })).count();
                    wins += usize::from(events.iter().any(|e| matches!(e, Event::GameOver { .. })));
                }
            }
        }
    }
    println!("{played} games, {turns} turns, {abilities} activated abilities, {triggers} [Trigger]s, {replaced} replacement offers, {wins} decided");
    assert!(abilities > 0 && triggers > 0);
    assert!(replaced > 0, "the replacement effect was never offered");
    // Every automatic and activated ability and every [Trigger] of the decks was used at least
    // once: the random games go through every card's text.
    let db = db();
    let mut unused = Vec::new();
    for d in &decks {
        for c in defs(&db, d) {
            for (i, a) in c.abilities.iter().enumerate() {
                if matches!(a, Ability::Auto { .. } | Ability::Activated { .. }) && !used.contains(&(c.number.clone(), Some(i as u8))) {
                    unused.push(format!("{} ability {i}", c.number));
                }
            }
            if c.trigger.is_some() && !used.contains(&(c.number.clone(), None)) {
                unused.push(format!("{} [Trigger]", c.number));
            }
        }
    }
    unused.sort();
    unused.dedup();
    assert!(unused.is_empty(), "never used in {played} random games: {unused:?}");
}

#[test]
fn when_timings_are_those_of_the_rules() {
    // The coverage table speaks of the engine's timing names; make sure they are the ones
    // meant (a renamed variant would otherwise silently drop out of the table).
    for w in [When::OnPlay, When::WhenAttacking, When::OnBlock, When::OnKo, When::EndOfYourTurn, When::EndOfOpponentsTurn, When::OnOpponentsAttack] {
        assert!(REQUIRED.contains(&format!("{w:?}").as_str()), "{w:?}");
    }
}
